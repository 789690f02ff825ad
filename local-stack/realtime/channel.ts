import { checkAccessToken, msUntilExpiry } from "./access-token.ts";
import type { PhoenixMessage, UserBroadcast } from "./phoenix-frames.ts";
import { type Entry, makeBindings } from "./postgres-bindings.ts";
import type { RealtimeState } from "./realtime-state.ts";
import type { ChangeSubscriber } from "./subscriptions.ts";

export type ChannelClaims = ChangeSubscriber["claims"] & { exp: number };

/** What a channel needs of the socket it was joined on. */
export interface ChannelSocket {
  send(msg: PhoenixMessage): void;
  /** Sends a user broadcast in the socket's serializer, if it can carry it. */
  sendBroadcast(topic: string, broadcast: UserBroadcast): void;
  /** The JWT a join token stands for: a `sb_` key maps to its JWT, none to the socket's apikey. */
  jwtFor(token: string | undefined): string;
  forget(channel: Channel): void;
}

export interface ChannelOptions {
  topic: string;
  joinRef: string | null;
  isPrivate: boolean;
  token: string;
  claims: ChannelClaims;
  entries: Entry[];
  presenceKey: string;
  presenceEnabled: boolean;
  broadcastSelf: boolean;
  broadcastAck: boolean;
}

/**
 * One joined topic of one socket, as Realtime's RealtimeChannel process: broadcast and presence
 * to the other members of the topic, postgres_changes bindings under the token's claims, and
 * the token watch that closes the channel when it expires.
 */
export class Channel implements ChangeSubscriber {
  readonly topic: string;
  readonly subTopic: string;
  /** Public and private channels of one name are separate topics, as in Realtime. */
  readonly hubTopic: string;
  claims: ChannelClaims;
  private token: string;
  private closed = false;
  private expiryTimer: NodeJS.Timeout | undefined;

  constructor(
    private readonly socket: ChannelSocket,
    private readonly state: RealtimeState,
    readonly options: ChannelOptions,
  ) {
    this.topic = options.topic;
    this.subTopic = options.topic.slice("realtime:".length);
    this.hubTopic = `${options.isPrivate ? "private" : "public"}:${this.subTopic}`;
    this.claims = options.claims;
    this.token = options.token;
    state.hub.add(this.hubTopic, this);
  }

  get isClosed() {
    return this.closed;
  }

  push(event: string, payload: unknown) {
    if (this.closed) return;
    this.socket.send({
      joinRef: this.options.joinRef,
      ref: null,
      topic: this.topic,
      event,
      payload,
    });
  }

  reply(ref: string | null, status: "ok" | "error", response: unknown = {}) {
    this.socket.send({
      joinRef: this.options.joinRef,
      ref,
      topic: this.topic,
      event: "phx_reply",
      payload: { status, response },
    });
  }

  pushChange(ids: number[], data: unknown) {
    if (this.closed) return;
    this.socket.send({
      joinRef: null,
      ref: null,
      topic: this.topic,
      event: "postgres_changes",
      payload: { ids, data },
    });
  }

  private pushSystem(extension: string, status: "ok" | "error", message: string) {
    this.push("system", { extension, status, message, channel: this.subTopic });
  }

  /** Validates and registers the bindings under the current claims, then reports as Realtime does. */
  async subscribeToChanges() {
    if (this.options.entries.length === 0) return;
    const result = await makeBindings(this.state.ctx.pool, this.options.entries, this.claims.role);
    if (this.closed) return;
    if (!result.ok) {
      this.state.subscriptions.remove(this);
      this.pushSystem("postgres_changes", "error", result.error);
      return;
    }
    this.state.subscriptions.set(this, result.bindings);
    this.pushSystem("postgres_changes", "ok", "Subscribed to PostgreSQL");
  }

  async handle(msg: PhoenixMessage) {
    switch (msg.event) {
      case "phx_leave":
        this.reply(msg.ref, "ok");
        this.close();
        return;
      case "broadcast":
        return this.broadcast(msg);
      case "presence":
        return this.presence(msg);
      case "access_token":
        return this.refreshToken(msg.payload);
    }
  }

  private broadcast(msg: PhoenixMessage) {
    const broadcast = msg.payload as UserBroadcast;
    if (broadcast && typeof broadcast === "object" && typeof broadcast.event === "string") {
      for (const member of this.state.hub.membersOf(this.hubTopic)) {
        if (member === this && !this.options.broadcastSelf) continue;
        member.socket.sendBroadcast(member.topic, broadcast);
      }
    }
    if (this.options.broadcastAck) this.reply(msg.ref, "ok");
  }

  private presence(msg: PhoenixMessage) {
    const { event, payload } = (msg.payload ?? {}) as { event?: string; payload?: unknown };
    const kind = event?.toLowerCase();
    if (kind === "track") {
      if (!this.options.presenceEnabled) {
        this.options.presenceEnabled = true;
        this.push("presence_state", this.state.presence.state(this.hubTopic));
      }
      const diff = this.state.presence.track(
        this.hubTopic,
        this,
        this.options.presenceKey,
        payload,
      );
      this.reply(msg.ref, "ok");
      this.fanOutPresence(diff);
    } else if (kind === "untrack") {
      const diff = this.state.presence.untrack(this.hubTopic, this);
      this.reply(msg.ref, "ok");
      if (diff) this.fanOutPresence(diff);
    } else {
      this.reply(msg.ref, "error", { reason: "unknown presence event" });
    }
  }

  private fanOutPresence(diff: unknown) {
    for (const member of this.state.hub.membersOf(this.hubTopic)) {
      if (member.options.presenceEnabled) member.push("presence_diff", diff);
    }
  }

  /** The client sends a fresh token after a refresh; the claims change for new changes at once. */
  private async refreshToken(payload: unknown) {
    const raw = (payload as { access_token?: unknown } | undefined)?.access_token;
    if (typeof raw !== "string" || raw.startsWith("sb_") || raw === this.token) return;
    const check = await checkAccessToken(raw, this.state.ctx.config.jwtSecret);
    if (this.closed) return;
    if (!check.ok) return this.shutdown(check.message);
    if (this.options.isPrivate && check.claims.role !== "service_role") {
      return this.shutdown(
        `You do not have permissions to read from this Channel topic: ${this.subTopic}`,
      );
    }
    this.token = raw;
    this.claims = check.claims;
    this.watchExpiry();
    await this.subscribeToChanges();
  }

  /** Re-checks the token when it is due, as Realtime's `confirm_token` timer does. */
  watchExpiry() {
    clearTimeout(this.expiryTimer);
    this.expiryTimer = setTimeout(async () => {
      const check = await checkAccessToken(this.token, this.state.ctx.config.jwtSecret);
      if (this.closed) return;
      if (check.ok) this.watchExpiry();
      else this.shutdown(check.message);
    }, msUntilExpiry(this.claims.exp));
    this.expiryTimer.unref();
  }

  private shutdown(message: string) {
    this.pushSystem("system", "error", message);
    this.close();
  }

  /** Leaves the topic; `notify` sends phx_close so the client knows the channel is gone. */
  close(notify = true) {
    if (this.closed) return;
    const { joinRef } = this.options;
    if (notify) {
      this.socket.send({
        joinRef,
        ref: joinRef,
        topic: this.topic,
        event: "phx_close",
        payload: {},
      });
    }
    this.closed = true;
    clearTimeout(this.expiryTimer);
    this.state.subscriptions.remove(this);
    this.state.hub.remove(this.hubTopic, this);
    const diff = this.state.presence.untrack(this.hubTopic, this);
    if (diff) this.fanOutPresence(diff);
    this.socket.forget(this);
  }
}

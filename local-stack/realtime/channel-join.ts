import { randomUUID } from "node:crypto";
import { checkAccessToken } from "./access-token.ts";
import { Channel, type ChannelSocket } from "./channel.ts";
import type { PhoenixMessage } from "./phoenix-frames.ts";
import { joinEntries, replyEntries } from "./postgres-bindings.ts";
import type { RealtimeState } from "./realtime-state.ts";

interface JoinConfig {
  broadcast?: { self?: unknown; ack?: unknown };
  presence?: { key?: unknown; enabled?: unknown };
  private?: unknown;
  postgres_changes?: unknown;
}

/**
 * A `phx_join` on `realtime:<name>`: checks the token (the join's `access_token`, else the
 * socket's apikey), replies with the postgres_changes bindings echoed plus ids, then subscribes
 * them and reports on the `system` event, as Realtime's join does.
 */
export async function joinChannel(
  socket: ChannelSocket,
  state: RealtimeState,
  msg: PhoenixMessage,
): Promise<Channel | undefined> {
  const replyError = (reason: string) => {
    socket.send({
      joinRef: msg.joinRef,
      ref: msg.ref,
      topic: msg.topic,
      event: "phx_reply",
      payload: { status: "error", response: { reason } },
    });
    return undefined;
  };
  const subTopic = msg.topic.slice("realtime:".length);
  if (subTopic === "") return replyError("TopicNameRequired: You must provide a topic name");

  const payload = (msg.payload ?? {}) as { config?: JoinConfig; access_token?: unknown };
  const config = payload.config ?? {};
  const token = socket.jwtFor(
    typeof payload.access_token === "string" ? payload.access_token : undefined,
  );
  const check = await checkAccessToken(token, state.ctx.config.jwtSecret);
  if (!check.ok) return replyError(`${check.code}: ${check.message}`);

  // Private channels are authorised by policies on realtime.messages, which this stack does not
  // have; only a role that bypasses RLS would pass them.
  const isPrivate = config.private === true;
  if (isPrivate && check.claims.role !== "service_role") {
    return replyError(
      `Unauthorized: You do not have permissions to read from this Channel topic: ${subTopic}`,
    );
  }

  const entries = joinEntries(config);
  const presenceKey = config.presence?.key;
  const channel = new Channel(socket, state, {
    topic: msg.topic,
    joinRef: msg.joinRef,
    isPrivate,
    token,
    claims: check.claims,
    entries,
    presenceKey: typeof presenceKey === "string" && presenceKey !== "" ? presenceKey : randomUUID(),
    presenceEnabled: config.presence?.enabled === true,
    broadcastSelf: config.broadcast?.self === true,
    broadcastAck: config.broadcast?.ack === true,
  });
  channel.reply(msg.ref, "ok", { postgres_changes: replyEntries(entries) });
  if (channel.options.presenceEnabled) {
    channel.push("presence_state", state.presence.state(channel.hubTopic));
  }
  channel.watchExpiry();
  await channel.subscribeToChanges();
  return channel;
}

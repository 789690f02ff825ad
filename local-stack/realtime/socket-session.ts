import type WebSocket from "ws";
import { keyToJwt } from "../gateway/api-keys.ts";
import type { Channel, ChannelSocket } from "./channel.ts";
import { joinChannel } from "./channel-join.ts";
import {
  decodeFrame,
  encodeFrame,
  encodeUserBroadcast,
  type PhoenixMessage,
  type SerializerVersion,
  type UserBroadcast,
} from "./phoenix-frames.ts";
import type { RealtimeState } from "./realtime-state.ts";

/**
 * One websocket: decodes frames in its serializer, answers heartbeats and routes messages to
 * its channels. Messages are handled one at a time, in order, as a Phoenix socket does.
 */
export class SocketSession implements ChannelSocket {
  private readonly channels = new Map<string, Channel>();
  private queue: Promise<void> = Promise.resolve();
  private closed = false;

  constructor(
    private readonly ws: WebSocket,
    private readonly vsn: SerializerVersion,
    /** The JWT behind the socket's apikey: the token of a join that brings none. */
    private readonly apiKeyJwt: string,
    private readonly state: RealtimeState,
  ) {
    ws.on("message", (data, isBinary) => this.receive(toBuffer(data), isBinary));
    ws.on("close", () => this.close());
    ws.on("error", () => {});
  }

  send(msg: PhoenixMessage) {
    if (this.ws.readyState === this.ws.OPEN) this.ws.send(encodeFrame(msg, this.vsn));
  }

  sendBroadcast(topic: string, broadcast: UserBroadcast) {
    const frame = encodeUserBroadcast(topic, broadcast, this.vsn);
    if (frame !== undefined && this.ws.readyState === this.ws.OPEN) this.ws.send(frame);
  }

  jwtFor(token: string | undefined) {
    if (token === undefined) return this.apiKeyJwt;
    return token.startsWith("sb_") ? keyToJwt(token, this.state.ctx.config) : token;
  }

  forget(channel: Channel) {
    if (this.channels.get(channel.topic) === channel) this.channels.delete(channel.topic);
  }

  private receive(data: Buffer, isBinary: boolean) {
    let msg: PhoenixMessage;
    try {
      msg = decodeFrame(data, isBinary, this.vsn);
    } catch (error) {
      this.state.ctx.log(`dropped a malformed frame: ${(error as Error).message}`);
      return;
    }
    this.queue = this.queue
      .then(() => this.handle(msg))
      .catch((error) =>
        this.state.ctx.log(`${msg.event} on ${msg.topic} failed: ${(error as Error).stack}`),
      );
  }

  private async handle(msg: PhoenixMessage) {
    if (this.closed) return;
    if (msg.topic === "phoenix") {
      if (msg.event === "heartbeat") this.replyTo(msg, "ok", {});
      return;
    }
    if (msg.event === "phx_join") {
      // A second join of a topic replaces the first, as Phoenix does.
      this.channels.get(msg.topic)?.close();
      if (!msg.topic.startsWith("realtime:"))
        return this.replyTo(msg, "error", { reason: "unmatched topic" });
      const channel = await joinChannel(this, this.state, msg);
      if (!channel) return;
      if (this.closed) channel.close(false);
      else this.channels.set(msg.topic, channel);
      return;
    }
    const channel = this.channels.get(msg.topic);
    if (!channel) return this.replyTo(msg, "error", { reason: "unmatched topic" });
    await channel.handle(msg);
  }

  private replyTo(msg: PhoenixMessage, status: "ok" | "error", response: unknown) {
    this.send({
      joinRef: msg.joinRef,
      ref: msg.ref,
      topic: msg.topic,
      event: "phx_reply",
      payload: { status, response },
    });
  }

  private close() {
    this.closed = true;
    for (const channel of this.channels.values()) channel.close(false);
    this.channels.clear();
  }
}

function toBuffer(data: WebSocket.RawData): Buffer {
  if (Buffer.isBuffer(data)) return data;
  if (Array.isArray(data)) return Buffer.concat(data);
  return Buffer.from(data);
}

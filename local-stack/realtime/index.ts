import { type IncomingMessage, type Server, STATUS_CODES } from "node:http";
import type { Duplex } from "node:stream";
import { WebSocketServer } from "ws";
import { apiKeyOf, isKnownApiKey, keyToJwt } from "../gateway/api-keys.ts";
import type { StackContext } from "../lib/context.ts";
import { createChangeDispatcher } from "./change-dispatcher.ts";
import { startChangeSource } from "./change-source.ts";
import { serializerVersion } from "./phoenix-frames.ts";
import { PresenceRegistry } from "./presence.ts";
import type { RealtimeState } from "./realtime-state.ts";
import { SocketSession } from "./socket-session.ts";
import { SubscriptionRegistry } from "./subscriptions.ts";
import { TopicHub } from "./topic-hub.ts";

export const WEBSOCKET_PATH = "/realtime/v1/websocket";

/**
 * Realtime's Phoenix websocket on the gateway's port (`/realtime/v1/websocket`, where Kong sends
 * it to Realtime's `/socket/websocket`), fed by logical replication of `supabase_realtime`.
 */
export async function startRealtime(
  ctx: StackContext,
  server: Server,
): Promise<{ stop(): Promise<void> }> {
  const state: RealtimeState = {
    ctx,
    hub: new TopicHub(),
    presence: new PresenceRegistry(),
    subscriptions: new SubscriptionRegistry(),
  };
  const dispatcher = createChangeDispatcher(ctx, state.subscriptions);
  const changes = await startChangeSource(ctx, (change) => dispatcher.dispatch(change)).catch(
    async (error) => {
      await dispatcher.stop();
      throw error;
    },
  );
  const wss = new WebSocketServer({ noServer: true });

  const onUpgrade = (req: IncomingMessage, socket: Duplex, head: Buffer) => {
    const url = new URL(req.url ?? "/", ctx.config.apiUrl);
    if (url.pathname !== WEBSOCKET_PATH) {
      // Another part of the stack may own this path; when nothing else listens, answer for it.
      if (server.listenerCount("upgrade") === 1)
        refuse(socket, 404, { message: "no Route matched with those values" });
      return;
    }
    const apiKey = apiKeyOf(req, url);
    if (!apiKey) {
      return refuse(socket, 401, {
        message: "No API key found in request",
        hint: "No `apikey` request header or url param was found.",
      });
    }
    if (!isKnownApiKey(apiKey, ctx.config)) {
      return refuse(socket, 401, {
        message: "Invalid API key",
        hint: "Double check your Supabase `anon` or `service_role` API key.",
      });
    }
    const vsn = serializerVersion(url.searchParams.get("vsn"));
    if (!vsn)
      return refuse(socket, 400, { message: `unsupported vsn ${url.searchParams.get("vsn")}` });
    wss.handleUpgrade(req, socket, head, (ws) => {
      new SocketSession(ws, vsn, keyToJwt(apiKey, ctx.config), state);
    });
  };
  server.on("upgrade", onUpgrade);

  return {
    async stop() {
      server.off("upgrade", onUpgrade);
      for (const ws of wss.clients) ws.terminate();
      await new Promise<void>((resolve) => wss.close(() => resolve()));
      await changes.stop();
      await dispatcher.stop();
    },
  };
}

function refuse(socket: Duplex, status: number, body: unknown) {
  const text = JSON.stringify(body);
  socket.end(
    `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n` +
      "Content-Type: application/json; charset=utf-8\r\n" +
      `Content-Length: ${Buffer.byteLength(text)}\r\n` +
      "Connection: close\r\n\r\n" +
      text,
  );
}

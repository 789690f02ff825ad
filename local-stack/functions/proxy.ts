import http from "node:http";

/** Connection-level headers that describe one hop and must not be copied to the next. */
const HOP_BY_HOP = new Set([
  "connection",
  "keep-alive",
  "proxy-connection",
  "te",
  "trailer",
  "upgrade",
  "expect",
  "host",
]);

/** Kong's read timeout for functions: the longest the upstream may stay silent. */
const READ_TIMEOUT_MS = 150_000;

/**
 * Request bodies up to this size are read before forwarding, so the request can be sent again
 * if a kept-alive connection turns out to be closed; larger ones stream on a fresh connection.
 */
const REPLAYABLE_BODY_BYTES = 1024 * 1024;

export class UpstreamTimeoutError extends Error {}

export interface ForwardTarget {
  port: number;
  /** Path and query the function sees: `/NAME/rest?query`. */
  path: string;
}

/**
 * Connections to the function processes are kept open between requests (a new one per request
 * costs the function and the gateway more than a small request itself). One agent per port.
 */
const agents = new Map<number, http.Agent>();

function agentFor(port: number) {
  let agent = agents.get(port);
  if (!agent) {
    agent = new http.Agent({ keepAlive: true, maxFreeSockets: 64 });
    agents.set(port, agent);
  }
  return agent;
}

/** Closes the kept-alive connections, e.g. when the stack stops. */
export function closeUpstreamConnections() {
  for (const agent of agents.values()) agent.destroy();
  agents.clear();
}

/**
 * Streams the request to a function's process and its answer back, so large uploads and
 * streamed responses are never held in memory. Rejects only if no answer began (the caller
 * then answers with the runtime's error); a failure mid-answer cuts the response off.
 *
 * A kept-alive connection may have been closed by the function meanwhile (a reload, a crash):
 * a request that fails on a reused connection before any answer is sent once more on a fresh
 * one, which needs its body in hand. So small bodies are read first; a large one (or one of
 * unknown length) streams on a fresh connection, as every request did before.
 */
export async function forwardRequest(
  req: http.IncomingMessage,
  res: http.ServerResponse,
  target: ForwardTarget,
): Promise<void> {
  const body = await replayableBody(req);
  if (body === undefined) return send(req, res, target, { agent: false, body: req });
  try {
    await send(req, res, target, { agent: agentFor(target.port), body });
  } catch (error) {
    if (!(error instanceof StaleConnectionError)) throw error;
    await send(req, res, target, { agent: false, body });
  }
}

/** A reused connection failed before any answer: nothing reached the function. */
class StaleConnectionError extends Error {}

interface SendOptions {
  agent: http.Agent | false;
  /** The body in hand, or the request itself to stream. */
  body: Buffer | http.IncomingMessage;
}

function send(
  req: http.IncomingMessage,
  res: http.ServerResponse,
  target: ForwardTarget,
  { agent, body }: SendOptions,
): Promise<void> {
  return new Promise((resolve, reject) => {
    const upstream = http.request({
      host: "127.0.0.1",
      port: target.port,
      method: req.method,
      path: target.path,
      headers: forwardedHeaders(req, body),
      agent,
    });
    upstream.setTimeout(READ_TIMEOUT_MS, () =>
      upstream.destroy(new UpstreamTimeoutError("The upstream server is timing out")),
    );
    upstream.on("response", (answer) => {
      for (const [name, value] of Object.entries(answer.headers)) {
        if (value !== undefined && !HOP_BY_HOP.has(name) && name !== "transfer-encoding") {
          res.setHeader(name, value);
        }
      }
      res.writeHead(answer.statusCode ?? 502, answer.statusMessage);
      answer.pipe(res);
      answer.on("error", () => res.destroy());
      answer.on("aborted", () => res.destroy());
    });
    const onClose = () => {
      if (!res.writableFinished) upstream.destroy();
      resolve();
    };
    upstream.on("error", (error) => {
      res.off("close", onClose);
      if (body instanceof http.IncomingMessage) req.unpipe(upstream);
      if (res.headersSent) {
        res.destroy(error);
        resolve();
      } else if (upstream.reusedSocket && isConnectionLoss(error)) {
        reject(new StaleConnectionError(error.message));
      } else reject(error);
    });
    res.on("close", onClose);
    if (body instanceof http.IncomingMessage) {
      // Headers go out at once, as a proxy sends them: the function may answer from them alone
      // (a declared length over its cap) before any of the body arrives.
      upstream.flushHeaders();
      req.pipe(upstream);
    } else upstream.end(body);
  });
}

function isConnectionLoss(error: NodeJS.ErrnoException) {
  return error.code === "ECONNRESET" || error.code === "EPIPE" || error.code === "ECONNREFUSED";
}

/** The whole body when its length is known and small (empty for none), else undefined. */
async function replayableBody(req: http.IncomingMessage): Promise<Buffer | undefined> {
  if (req.headers["transfer-encoding"] !== undefined) return undefined;
  const length = Number(req.headers["content-length"] ?? 0);
  if (!Number.isSafeInteger(length) || length < 0 || length > REPLAYABLE_BODY_BYTES) {
    return undefined;
  }
  if (length === 0) return Buffer.alloc(0);
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

function forwardedHeaders(
  req: http.IncomingMessage,
  body: Buffer | http.IncomingMessage,
): http.OutgoingHttpHeaders {
  const headers: http.OutgoingHttpHeaders = {};
  for (const [name, value] of Object.entries(req.headers)) {
    if (value !== undefined && !HOP_BY_HOP.has(name)) headers[name] = value;
  }
  if (body instanceof Buffer && req.headers["content-length"] !== undefined) {
    headers["content-length"] = String(body.length);
  }
  headers["x-forwarded-for"] = req.socket.remoteAddress ?? "127.0.0.1";
  headers["x-forwarded-host"] = req.headers.host ?? "";
  headers["x-forwarded-proto"] = "http";
  return headers;
}

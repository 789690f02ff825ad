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

export class UpstreamTimeoutError extends Error {}

export interface ForwardTarget {
  port: number;
  /** Path and query the function sees: `/NAME/rest?query`. */
  path: string;
}

/**
 * Streams the request to a function's process and its answer back, so large uploads and
 * streamed responses are never held in memory. Rejects only if no answer began (the caller
 * then answers with the runtime's error); a failure mid-answer cuts the response off.
 */
export function forwardRequest(
  req: http.IncomingMessage,
  res: http.ServerResponse,
  target: ForwardTarget,
): Promise<void> {
  return new Promise((resolve, reject) => {
    const upstream = http.request({
      host: "127.0.0.1",
      port: target.port,
      method: req.method,
      path: target.path,
      headers: forwardedHeaders(req),
      // A fresh connection each time: a pooled one may have been closed by a reload meanwhile.
      agent: false,
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
    upstream.on("error", (error) => {
      req.unpipe(upstream);
      if (res.headersSent) res.destroy(error);
      else reject(error);
    });
    res.on("close", () => {
      if (!res.writableFinished) upstream.destroy();
      resolve();
    });
    req.pipe(upstream);
  });
}

function forwardedHeaders(req: http.IncomingMessage): http.OutgoingHttpHeaders {
  const headers: http.OutgoingHttpHeaders = {};
  for (const [name, value] of Object.entries(req.headers)) {
    if (value !== undefined && !HOP_BY_HOP.has(name)) headers[name] = value;
  }
  headers["x-forwarded-for"] = req.socket.remoteAddress ?? "127.0.0.1";
  headers["x-forwarded-host"] = req.headers.host ?? "";
  headers["x-forwarded-proto"] = "http";
  return headers;
}

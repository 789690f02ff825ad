import type { IncomingMessage, ServerResponse } from "node:http";

const EXPOSED = [
  "X-Supabase-Api-Version",
  "X-Total-Count",
  "Link",
  "Content-Range",
  "x-relay-error",
  "Content-Type",
  "Content-Disposition",
  "Content-Length",
  "ETag",
  "x-request-id",
].join(", ");

const DEFAULT_ALLOWED_HEADERS =
  "authorization, apikey, x-client-info, content-type, x-supabase-api-version, prefer, range, accept-profile, content-profile, x-upsert, cache-control, x-metadata, x-region, x-retry-count, traceparent, tracestate, baggage";

/** Sets CORS headers on every response; answers a preflight and returns true if it was one. */
export function applyCors(req: IncomingMessage, res: ServerResponse): boolean {
  res.setHeader("Access-Control-Allow-Origin", req.headers.origin ?? "*");
  res.setHeader("Vary", "Origin");
  res.setHeader("Access-Control-Expose-Headers", EXPOSED);
  if (req.method !== "OPTIONS") return false;
  res.writeHead(204, {
    "Access-Control-Allow-Methods": "GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS",
    "Access-Control-Allow-Headers":
      (req.headers["access-control-request-headers"] as string | undefined) ??
      DEFAULT_ALLOWED_HEADERS,
    "Access-Control-Max-Age": "3600",
    "Content-Length": "0",
  });
  res.end();
  return true;
}

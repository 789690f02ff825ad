import { cors } from "hono/cors";

/** What supabase-js sends from a browser, plus the request id both ways and idempotency keys. */
export const corsHeaders = cors({
  origin: "*",
  allowHeaders: [
    "authorization",
    "x-client-info",
    "apikey",
    "content-type",
    "x-request-id",
    "x-retry-count",
    "idempotency-key",
  ],
  allowMethods: ["GET", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"],
  // content-disposition: a download's file name, which a cross-origin fetch cannot read else.
  exposeHeaders: ["x-request-id", "retry-after", "content-disposition", "idempotent-replayed"],
  maxAge: 86400,
});

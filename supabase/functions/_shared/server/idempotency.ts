import type { Context, MiddlewareHandler } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import {
  IDEMPOTENCY_KEY_HEADER,
  IDEMPOTENCY_MESSAGES,
  IDEMPOTENT_REPLAY_HEADER,
  isIdempotencyKey,
} from "../portable/idempotency.ts";
import type { AppEnv } from "./app-env.ts";
import { withCaller } from "./db.ts";
import { HttpError } from "./http-error.ts";
import { requestHash } from "./request-hash.ts";

/** The methods that change something; a key on a read is ignored. */
const WRITES = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/** How long a request waits for the first one with its key to be answered, then 409. */
const WAIT_FOR_FIRST_MS = 8000;
const POLL_MS = 150;

interface Claim {
  outcome: "claimed" | "replay" | "mismatch" | "in_flight";
  responseStatus: number | null;
  responseBody: string | null;
  contentType: string | null;
}

function claim(c: Context<AppEnv>, key: string, hash: string): Promise<Claim> {
  return withCaller(c, async (tx) => {
    const [row] = await tx<Claim[]>`
      select outcome, response_status as "responseStatus", response_body as "responseBody",
        content_type as "contentType"
      from private.claim_idempotency_key(${key}::uuid, ${hash})
    `;
    if (!row) throw new Error("claim_idempotency_key answered no row");
    return row;
  });
}

/** A claim once the first request with the key is answered, or 'in_flight' after the wait. */
async function settledClaim(c: Context<AppEnv>, key: string, hash: string): Promise<Claim> {
  const until = Date.now() + WAIT_FOR_FIRST_MS;
  for (;;) {
    const answer = await claim(c, key, hash);
    if (answer.outcome !== "in_flight" || Date.now() >= until) return answer;
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}

/** Keeps the answer of a success for the key's later requests, or frees the key otherwise. */
async function settle(c: Context<AppEnv>, key: string, response: Response): Promise<void> {
  const success = response.status >= 200 && response.status < 300;
  const body = success ? await response.clone().text() : "";
  const contentType = response.headers.get("content-type");
  await withCaller(c, (tx) =>
    success
      ? tx`select private.finish_idempotency_key(${key}::uuid, ${response.status}::smallint,
          ${body}, ${contentType})`
      : tx`select private.release_idempotency_key(${key}::uuid)`,
  );
}

/**
 * The API's idempotency (runs after `authenticate`): a write carrying `Idempotency-Key` is done
 * once per user and key within a day. The same key again answers the first success (its status
 * and body) without running the handler; while the first is in flight the second waits for its
 * answer, then replays it (409 after WAIT_FOR_FIRST_MS); with another method, path or body, 422.
 * A refusal or failure frees the key, since it changed nothing, so the submission may be sent
 * again. Without the header a request is handled as ever.
 */
export const idempotency: MiddlewareHandler<AppEnv> = async (c, next) => {
  const key = c.req.header(IDEMPOTENCY_KEY_HEADER);
  if (key === undefined || !WRITES.has(c.req.method)) return next();
  if (!isIdempotencyKey(key)) throw new HttpError(400, IDEMPOTENCY_MESSAGES.format);

  const hash = await requestHash(c.req.raw);
  const first = await settledClaim(c, key, hash);
  if (first.outcome === "mismatch") throw new HttpError(422, IDEMPOTENCY_MESSAGES.mismatch);
  if (first.outcome === "in_flight") throw new HttpError(409, IDEMPOTENCY_MESSAGES.inFlight);
  if (first.outcome === "replay") {
    const headers: Record<string, string> = { [IDEMPOTENT_REPLAY_HEADER]: "true" };
    if (first.contentType) headers["content-type"] = first.contentType;
    return c.body(first.responseBody ?? "", first.responseStatus as ContentfulStatusCode, headers);
  }

  try {
    await next();
  } catch (error) {
    await settle(c, key, new Response(null, { status: 500 })).catch(() => {});
    throw error;
  }
  try {
    await settle(c, key, c.res);
  } catch (error) {
    // The work is done and answered; the unanswered claim lapses after its timeout.
    console.error(`[${c.var.requestId}] the answer for an idempotency key was not stored:`, error);
  }
};

import { isUuid } from "./uuid.ts";

/**
 * The header a create or money action carries so that sending it twice (a double click, a retry,
 * a lost answer) does the work once: a UUID made once per submission. The API answers the same
 * key from the same user within a day with the first success (docs/api.md, "Idempotency").
 */
export const IDEMPOTENCY_KEY_HEADER = "Idempotency-Key";

/** Set on an answer that is a stored one, replayed for a key seen before. */
export const IDEMPOTENT_REPLAY_HEADER = "Idempotent-Replayed";

export const IDEMPOTENCY_MESSAGES = {
  format:
    "The Idempotency-Key header must be a UUID, such as 3f2b8c1e-5d4a-4e6f-9a7b-1c2d3e4f5a6b.",
  mismatch:
    "This Idempotency-Key was already used for a different request. Send a new key with a new request.",
  inFlight: "A request with this Idempotency-Key is still being handled. Try again in a moment.",
} as const;

/** Whether a header value is a key the API takes. */
export function isIdempotencyKey(value: string): boolean {
  return isUuid(value);
}

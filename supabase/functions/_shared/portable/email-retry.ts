/** How many times the sender tries a mail before it is marked failed. */
export const MAX_EMAIL_ATTEMPTS = 6;

const BASE_DELAY_MS = 10_000;
const MAX_DELAY_MS = 30 * 60_000;

/**
 * Reads a `Retry-After` header: seconds, or an HTTP date. Undefined when absent or unreadable.
 */
export function parseRetryAfter(header: string | null, now = Date.now()): number | undefined {
  if (!header) return undefined;
  const trimmed = header.trim();
  if (/^\d+$/.test(trimmed)) return Number(trimmed) * 1000;
  const at = Date.parse(trimmed);
  return Number.isNaN(at) ? undefined : Math.max(0, at - now);
}

/**
 * When a mail that met a 429, a 5xx or a network failure on its `attempt`-th try goes again:
 * after the provider's `Retry-After` when it gave one, else 10 s doubling per attempt (up to
 * 30 minutes) with up to a fifth more at random, so mails that failed together do not all come
 * back at once.
 */
export function retryDelayMs(
  attempt: number,
  retryAfterMs?: number,
  random = Math.random(),
): number {
  if (retryAfterMs !== undefined) return Math.min(retryAfterMs, MAX_DELAY_MS);
  const exponential = Math.min(BASE_DELAY_MS * 2 ** Math.max(0, attempt - 1), MAX_DELAY_MS);
  return Math.round(exponential * (1 + 0.2 * random));
}

/** Which provider answers are worth another try: rate limits and the provider's own errors. */
export function isRetryableStatus(status: number): boolean {
  return status === 429 || status >= 500;
}

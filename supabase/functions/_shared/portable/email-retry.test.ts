import { describe, expect, test } from "vitest";
import { isRetryableStatus, parseRetryAfter, retryDelayMs } from "./email-retry.ts";

describe("retry policy of the e-mail sender", () => {
  test("Retry-After in seconds or as a date", () => {
    expect(parseRetryAfter("2")).toBe(2000);
    expect(parseRetryAfter(" 0 ")).toBe(0);
    const now = Date.parse("2026-11-28T10:00:00Z");
    expect(parseRetryAfter("Sat, 28 Nov 2026 10:00:30 GMT", now)).toBe(30_000);
    expect(parseRetryAfter("Sat, 28 Nov 2026 09:00:00 GMT", now)).toBe(0);
    expect(parseRetryAfter(null)).toBeUndefined();
    expect(parseRetryAfter("soon")).toBeUndefined();
  });

  test("the provider's Retry-After wins, capped at 30 minutes", () => {
    expect(retryDelayMs(1, 2000)).toBe(2000);
    expect(retryDelayMs(5, 0)).toBe(0);
    expect(retryDelayMs(1, 24 * 3_600_000)).toBe(30 * 60_000);
  });

  test("without it the wait doubles per attempt, with at most a fifth added", () => {
    expect(retryDelayMs(1, undefined, 0)).toBe(10_000);
    expect(retryDelayMs(2, undefined, 0)).toBe(20_000);
    expect(retryDelayMs(3, undefined, 0)).toBe(40_000);
    expect(retryDelayMs(3, undefined, 1)).toBe(48_000);
    expect(retryDelayMs(20, undefined, 0)).toBe(30 * 60_000);
  });

  test("429 and 5xx are tried again, other refusals are final", () => {
    expect([429, 500, 502, 503].map(isRetryableStatus)).toEqual([true, true, true, true]);
    expect([400, 401, 403, 409, 422].map(isRetryableStatus)).toEqual([
      false,
      false,
      false,
      false,
      false,
    ]);
  });
});

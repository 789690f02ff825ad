import { afterEach, describe, expect, test, vi } from "vitest";
import { LICENCE_MESSAGES, licenceFieldsSchema } from "./licence.ts";

const fields = (expiresOn: string) => ({
  state: "CA",
  licenceType: "retail",
  licenceNumber: "C10-1",
  expiresOn,
});

const expiryProblem = (expiresOn: string) => {
  const result = licenceFieldsSchema.safeParse(fields(expiresOn));
  return result.success ? undefined : result.error.issues[0]?.message;
};

describe("a licence's expiry date, as the form checks it", () => {
  afterEach(() => vi.useRealTimers());

  test("a day still under way in Hawaii is let through, as the database decides by state", () => {
    // 05:00 UTC on 27 November: 19:00 on the 26th in Hawaii, 21:00 in California.
    vi.useFakeTimers({ toFake: ["Date"], now: new Date("2026-11-27T05:00:00Z") });
    expect(expiryProblem("2026-11-26")).toBeUndefined();
    expect(expiryProblem("2026-11-27")).toBeUndefined();
    expect(expiryProblem("2026-11-25")).toBe(LICENCE_MESSAGES.expired);
  });

  test("once Hawaii's day has turned, the day before has ended in every state", () => {
    vi.useFakeTimers({ toFake: ["Date"], now: new Date("2026-11-27T10:00:00Z") });
    expect(expiryProblem("2026-11-27")).toBeUndefined();
    expect(expiryProblem("2026-11-26")).toBe(LICENCE_MESSAGES.expired);
  });
});

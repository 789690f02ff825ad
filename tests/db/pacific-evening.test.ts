import { describe, expect, test } from "vitest";
import { nextPacificEvening } from "../support/guest-fixtures.ts";

/** The check-in tests' tour start: the day before UTC's on the tour's clock, within 24 hours. */
describe("nextPacificEvening", () => {
  test.each([
    ["2026-12-02T03:30:00Z", "2026-12-02T04:00:00Z"],
    ["2026-12-02T03:55:00Z", "2026-12-02T05:00:00Z"],
    ["2026-12-02T06:30:00Z", "2026-12-03T01:00:00Z"],
    ["2026-12-31T23:59:00Z", "2027-01-01T01:00:00Z"],
    ["2027-03-14T00:55:00Z", "2027-03-14T02:00:00Z"],
  ])("at %s it is %s", (now, expected) => {
    const at = nextPacificEvening(new Date(now));
    expect(at.toISOString()).toBe(new Date(expected).toISOString());
    const ahead = at.getTime() - new Date(now).getTime();
    expect(ahead).toBeGreaterThanOrEqual(10 * 60_000);
    expect(ahead).toBeLessThan(24 * 3_600_000);
    const pacificDate = at.toLocaleDateString("en-CA", { timeZone: "America/Los_Angeles" });
    expect(pacificDate < at.toISOString().slice(0, 10)).toBe(true);
  });
});

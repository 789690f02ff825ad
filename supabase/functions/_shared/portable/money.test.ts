import { describe, expect, test } from "vitest";
import { formatCents, formatDollars, toCents } from "./money.ts";

describe("money in cents", () => {
  test.each([
    ["150", 15000],
    ["150.5", 15050],
    ["150.50", 15050],
    [" 0.07 ", 7],
    [150.5, 15050],
    [0.1 + 0.2, 30], // a float's noise is not a third decimal
    [1.234, undefined],
    ["1e3", undefined],
    ["-1", undefined],
    ["1.234", undefined],
    ["", undefined],
    [null, undefined],
    [Number.NaN, undefined],
  ])("toCents(%j) is %j", (value, cents) => {
    expect(toCents(value)).toBe(cents);
  });

  test("formats cents as the API's money strings and as sentences' dollars", () => {
    expect(formatCents(0)).toBe("0.00");
    expect(formatCents(7)).toBe("0.07");
    expect(formatCents(47510)).toBe("475.10");
    expect(formatDollars(5000)).toBe("$50");
    expect(formatDollars(125050)).toBe("$1,250.50");
  });
});

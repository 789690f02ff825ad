import { describe, expect, test } from "vitest";
import { matchesPattern, patternProblem } from "./answer-pattern.ts";
import { isCalendarDate, isDateTime } from "./calendar-date.ts";
import { findInputProblem, isStorableText } from "./storable-text.ts";

describe("dates that exist", () => {
  const check = { "a calendar date": isCalendarDate, "a date-time": isDateTime };

  test.each<[text: string, kind: keyof typeof check, expected: boolean]>([
    ["2028-02-29", "a calendar date", true],
    ["2027-02-29", "a calendar date", false],
    ["2027-02-30", "a calendar date", false],
    ["2027-04-31", "a calendar date", false],
    ["2027-12-31", "a calendar date", true],
    ["2027-13-01", "a calendar date", false],
    ["0000-01-01", "a calendar date", false],
    ["1899-12-31", "a calendar date", false],
    ["9999-12-31", "a calendar date", true],
    ["2027-1-1", "a calendar date", false],
    ["2027-03-01T10:00:00Z", "a date-time", true],
    ["2027-03-01T10:00Z", "a date-time", true],
    ["2027-03-01T10:00:00.123456+05:30", "a date-time", true],
    ["2027-02-30T10:00:00Z", "a date-time", false],
    ["2027-03-01T24:00:00Z", "a date-time", false],
    ["2027-03-01T10:60:00Z", "a date-time", false],
    ["2027-03-01T10:00:60Z", "a date-time", false],
    ["2027-03-01T10:00:00+19:00", "a date-time", false],
    ["2027-03-01T10:00:00", "a date-time", false],
    ["0000-06-01T10:00:00Z", "a date-time", false],
  ])("%s is %s: %s", (text, kind, expected) => {
    expect(check[kind](text)).toBe(expected);
  });
});

describe("text Postgres can store", () => {
  test("NUL and unpaired surrogates cannot be stored; pairs can", () => {
    expect(isStorableText("plain ✓ 💥")).toBe(true);
    expect(isStorableText("a\u0000b")).toBe(false);
    expect(isStorableText("\ud800")).toBe(false);
    expect(isStorableText("x\udc00")).toBe(false);
    expect(isStorableText("\udc00\ud800")).toBe(false);
  });

  test("the first problem is named by its path, keys included", () => {
    expect(findInputProblem({ a: [1, { b: "ok" }, "\u0000"] })?.path).toBe("a.2");
    expect(findInputProblem({ "bad\u0000key": 1 })?.path).toBe("bad\u0000key");
    expect(findInputProblem({ fine: ["x"] })).toBeUndefined();
  });

  test("nesting deeper than 16 is refused", () => {
    let deep: unknown = "x";
    for (let i = 0; i < 17; i++) deep = [deep];
    expect(findInputProblem(deep)?.message).toBe("The request is nested too deeply");
  });
});

describe("admin patterns on RE2", () => {
  test("a catastrophic pattern for backtracking answers at once", () => {
    const started = performance.now();
    expect(matchesPattern("^(a+)+$", `${"a".repeat(5000)}!`)).toBe(false);
    expect(performance.now() - started).toBeLessThan(1000);
  });

  test("matches like RegExp.test: anywhere unless anchored", () => {
    expect(matchesPattern("^[A-Z0-9-]+$", "AB-12")).toBe(true);
    expect(matchesPattern("^[A-Z0-9-]+$", "ab-12")).toBe(false);
    expect(matchesPattern("b", "abc")).toBe(true);
  });

  test("what cannot run safely is refused on save, and checks nothing if stored", () => {
    expect(patternProblem("^[A-Z]{2}\\d{6}$")).toBeUndefined();
    expect(patternProblem("(a)\\1")).toBe("Patterns cannot use lookarounds or backreferences");
    expect(patternProblem("(?<!a)b")).toBe("Patterns cannot use lookarounds or backreferences");
    expect(patternProblem("[")).toBe("Please enter a valid pattern");
    expect(patternProblem("a".repeat(201))).toBe("A pattern can be at most 200 characters");
    expect(patternProblem("(?:.{0,30}a){30}")).toBe("This pattern is too complex");
    expect(matchesPattern("(a)\\1", "anything")).toBe(true);
  });
});

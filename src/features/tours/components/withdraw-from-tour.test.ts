import { describe, expect, test } from "vitest";
import { withdrawalConsequence } from "./withdraw-from-tour";

describe("withdrawalConsequence", () => {
  test("says plainly whether the partner is released at once or asks an admin", () => {
    expect(withdrawalConsequence({ noticeDays: 7, late: false, pending: null })).toMatch(
      /^This tour starts more than 7 days from now, so you are released at once/,
    );
    expect(withdrawalConsequence({ noticeDays: 1, late: true, pending: null })).toMatch(
      /^This tour starts in less than 1 day, so withdrawing is a request: an admin approves or refuses it/,
    );
  });
});

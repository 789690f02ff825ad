import { describe, expect, test } from "vitest";
import * as z from "zod/mini";
import { bidFormSchema, bidSchema } from "./bid.ts";
import { opportunitySchema } from "./opportunity.ts";
import { profileSchema } from "./profile.ts";
import { signupStep4Schema } from "./signup.ts";

/** The first message zod gives for `field` of `input`. */
function messageOf(schema: z.ZodMiniType, input: unknown, field: string) {
  const result = z.safeParse(schema, input);
  if (result.success) return undefined;
  return result.error.issues.find((issue) => issue.path.join(".") === field)?.message;
}

// A refusal says the real rule (the maximum, whole numbers), not another one.
describe("an out-of-range number is told the rule it broke", () => {
  const tour = {
    title: "Tour",
    location: "Healdsburg, CA",
    date: "2030-01-05T15:00",
    baseRate: "400",
  };

  test("a base rate past the largest amount names the maximum", () => {
    expect(messageOf(opportunitySchema, { ...tour, baseRate: "999999999" }, "baseRate")).toBe(
      "Base rate cannot exceed $99,999,999.99",
    );
    expect(messageOf(opportunitySchema, { ...tour, baseRate: "-5" }, "baseRate")).toBe(
      "Base rate must be a positive number",
    );
    expect(messageOf(opportunitySchema, { ...tour, baseRate: "99999999.99" }, "baseRate")).toBe(
      undefined,
    );
  });

  test("a group size with a fraction is told it must be whole", () => {
    const step4 = { availability: ["Monday"], maxGroupSize: 12.5, minHourlyRate: 50 };
    expect(messageOf(signupStep4Schema, step4, "maxGroupSize")).toBe(
      "Group size must be a whole number",
    );
    expect(messageOf(profileSchema, { maxGroupSize: 12.5 }, "maxGroupSize")).toBe(
      "Group size must be a whole number",
    );
    expect(messageOf(signupStep4Schema, { ...step4, maxGroupSize: 0 }, "maxGroupSize")).toBe(
      "Group size must be at least 1",
    );
  });

  test("a bid past the largest amount names the maximum", () => {
    const bid = { opportunityId: "9b1f3c1e-5d7a-4f4e-9a51-1d2a3b4c5d6e", amount: "99999999" };
    for (const schema of [bidFormSchema, bidSchema]) {
      expect(messageOf(schema, bid, "amount")).toBe("A bid cannot exceed $999,999.99");
      expect(messageOf(schema, { ...bid, amount: "999999.99" }, "amount")).toBe(undefined);
    }
  });
});

import { describe, expect, it } from "vitest";
import { bid } from "@/testing/feature-test-env";
import { declinedByAccepting } from "./declined-by-accepting";

const bids = [
  bid({ id: "a", status: "pending" }),
  bid({ id: "b", status: "shortlisted" }),
  bid({ id: "c", status: "withdrawn" }),
  bid({ id: "d", status: "declined" }),
  bid({ id: "e", status: "pending" }),
];

describe("declinedByAccepting", () => {
  it("counts the other live bids when one partner is needed", () => {
    expect(declinedByAccepting(bids, 1, "a")).toBe(2);
  });

  it("declines none while the opportunity still needs more partners", () => {
    expect(declinedByAccepting(bids, 2, "a")).toBe(0);
  });

  it("declines the rest with the last partner needed", () => {
    const withOneAccepted = [...bids, bid({ id: "f", status: "accepted" })];
    expect(declinedByAccepting(withOneAccepted, 2, "a")).toBe(2);
  });
});

import { describe, expect, test } from "vitest";
import {
  type AgentFacts,
  composeReply,
  detectQuickAction,
  QUICK_ACTIONS,
} from "./support-agent.ts";

const facts: AgentFacts = {
  firstName: "Maya",
  missingProfile: [],
  isVerified: true,
  activeBids: 2,
  upcomingTours: [
    {
      title: "Harvest Tour",
      date: "2025-01-05T18:00:00Z",
      timeZone: "America/Los_Angeles",
      location: "Healdsburg, CA",
    },
  ],
  matches: [
    {
      title: "Craft Walkthrough",
      date: "2025-02-01T18:30:00Z",
      timeZone: "America/New_York",
      location: "Brooklyn, NY",
      baseRate: "300.00",
    },
  ],
  pendingDocuments: [],
};

describe("the Support agent", () => {
  test("recognises each quick action by its text or label, and nothing else", () => {
    for (const action of QUICK_ACTIONS) {
      expect(detectQuickAction(action.text)).toBe(action.id);
      expect(detectQuickAction(`  ${action.label.toUpperCase()}!`)).toBe(action.id);
    }
    expect(
      detectQuickAction("I need help with booking a tour for 40 people next week"),
    ).toBeUndefined();
    expect(detectQuickAction("hello")).toBeUndefined();
  });

  test("answers from the partner's facts", () => {
    expect(composeReply("booking_help", facts)).toContain(
      'You have 2 active bids awaiting a response.\nYour next tour: "Harvest Tour", Jan 5, 2025 10:00 AM PST, Healdsburg, CA.',
    );
    expect(composeReply("available_tours", facts)).toContain(
      '• "Craft Walkthrough", Feb 1, 2025 1:30 PM EST, Brooklyn, NY, base rate $300.00',
    );
    expect(composeReply("cancel_tour", facts)).toContain("You have 1 upcoming tour:");
    expect(composeReply("become_partner", facts)).toContain("Your business profile is complete.");
    expect(composeReply("become_partner", facts)).toContain("Your account is verified.");
  });

  test("says what is missing when there is nothing to show", () => {
    const empty = {
      ...facts,
      firstName: null,
      upcomingTours: [],
      matches: [],
      missingProfile: ["business type"],
    };
    expect(composeReply("available_tours", empty)).toBe(
      "Hi! No open opportunities match your profile right now. Complete your profile (business type) to get better matches.",
    );
    expect(composeReply("cancel_tour", empty)).toContain("You have no upcoming tours to cancel.");
    expect(composeReply("booking_help", empty)).toContain("You have no upcoming tours yet.");
  });
});

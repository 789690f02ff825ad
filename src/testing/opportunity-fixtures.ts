import type { Opportunity } from "@shared/contracts/api";

/** An open opportunity for component tests; override what the test is about. */
export function makeOpportunity(overrides: Partial<Opportunity> = {}): Opportunity {
  return {
    id: "7d1b6f7e-3a57-4a59-9d0b-2b0c1f7a4e11",
    title: "Harvest Season Farm Tour",
    description: "Walk the outdoor rows at harvest and meet the growers.",
    location: "Healdsburg, CA",
    meetingPlace: null,
    tourType: "farm",
    date: "2030-01-05T23:00:00.000Z",
    timeZone: "America/Los_Angeles",
    duration: 3,
    groupSize: 8,
    baseRate: "150.00",
    priority: "regular",
    requirements: ["Cannabis license required", "Insurance coverage"],
    status: "open",
    partnersNeeded: 1,
    responseDeadline: null,
    maxBids: 10,
    accessibility: null,
    ageRestrictions: "21+",
    groupType: "mixed",
    mealPreferences: null,
    experienceLevel: "beginner",
    preferredExpertise: null,
    createdAt: "2029-12-01T12:00:00.000Z",
    assignedPartners: [],
    myBid: null,
    licenceRequirement: null,
    maxBidsReached: false,
    away: null,
    ...overrides,
  };
}

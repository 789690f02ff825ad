import type { TourDetails } from "@shared/contracts/tour-details";

/** A scheduled tour's details for the component tests; `date` is local time ("2025-01-15T15:00"). */
export function tourDetailsAt(date: string, overrides: Partial<TourDetails> = {}): TourDetails {
  return {
    id: `tour-${date}`,
    opportunityId: "opportunity-1",
    status: "scheduled",
    title: "Sunrise Harvest Farm Tour",
    description: "Walk the rows at first light.",
    date: new Date(date).toISOString(),
    timeZone: "America/Los_Angeles",
    duration: 3,
    location: "1200 Westside Road, Healdsburg, CA",
    tourType: "farm",
    groupSize: 12,
    groupType: "corporate",
    ageRestriction: "21+",
    experienceLevel: "beginner",
    accessibility: ["Wheelchair accessible"],
    mealPreferences: [],
    specialRequests: "Two guests are vegetarian.",
    requirements: [],
    transportationNeeded: false,
    baseRate: "450.00",
    agreedAmount: "530.00",
    addOns: [{ id: "refreshments", label: "Refreshments provided", price: "25.00" }],
    instructions: null,
    emergencyContact: null,
    equipmentProvided: [],
    insuranceRequired: false,
    client: { name: "Priya Shah", email: "priya@client.test", phone: "(415) 555-0123" },
    cancellationReason: null,
    completedAt: null,
    createdAt: "2025-01-01T00:00:00.000Z",
    updatedAt: "2025-01-01T00:00:00.000Z",
    ...overrides,
  };
}

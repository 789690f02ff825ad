import type { UpcomingTour } from "@shared/contracts/api";

/** An upcoming tour for the component tests; `date` is local time ("2025-01-15T15:00"). */
export function tourAt(date: string, overrides: Partial<UpcomingTour> = {}): UpcomingTour {
  return {
    id: `tour-${date}-${overrides.title ?? ""}`,
    title: "Farm Tour",
    date: new Date(date).toISOString(),
    baseRate: "150.00",
    status: "scheduled",
    opportunityId: "opportunity-1",
    bidId: "bid-1",
    agreedAmount: "175.00",
    location: "Healdsburg, CA",
    duration: 3,
    groupSize: 8,
    tourType: "farm",
    ...overrides,
  };
}

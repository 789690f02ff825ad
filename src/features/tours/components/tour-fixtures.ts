import type { UpcomingTour } from "@shared/contracts/api";
import { toTourLocalInput } from "@shared/tour-time";

const ZONE = "America/Los_Angeles";

/** The instant a wall-clock time ("2025-01-15T15:00") is on `timeZone`'s clock. */
function onClock(local: string, timeZone: string): string {
  const guess = Date.parse(`${local}Z`);
  const shown = Date.parse(`${toTourLocalInput(new Date(guess), timeZone)}Z`);
  return new Date(guess - (shown - guess)).toISOString();
}

/**
 * An upcoming tour for the component tests, in Healdsburg; `date` is the time on the tour's
 * clock ("2025-01-15T15:00" is 3:00 PM PST), whatever the zone the tests run in.
 */
export function tourAt(date: string, overrides: Partial<UpcomingTour> = {}): UpcomingTour {
  return {
    id: `tour-${date}-${overrides.title ?? ""}`,
    title: "Farm Tour",
    date: onClock(date, overrides.timeZone ?? ZONE),
    timeZone: ZONE,
    baseRate: "150.00",
    status: "scheduled",
    opportunityId: "opportunity-1",
    bidId: "bid-1",
    agreedAmount: "175.00",
    location: "Healdsburg, CA",
    duration: 3,
    groupSize: 8,
    tourType: "farm",
    cancellationReason: null,
    previousDate: null,
    previousLocation: null,
    movedAt: null,
    guide: null,
    ...overrides,
  };
}

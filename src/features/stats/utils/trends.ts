import { reviewCountText } from "@shared/messages/review-messages";
import { toCents } from "@shared/money";

export type TrendDirection = "up" | "down" | "flat";

export interface Trend {
  text: string;
  direction: TrendDirection;
}

const NO_CHANGE: Trend = { text: "No change from last month", direction: "flat" };

/**
 * "+12.5<suffix>" or "-12.5<suffix>" for a change given in `units` of the last shown decimal
 * (tenths for one decimal), or "No change from last month" when it rounds to zero. Halves round
 * away from zero. A rise may read differently: "+2.3% improvement".
 */
function signed(units: number, decimals: number, suffix: string, upSuffix = suffix): Trend {
  const rounded = Math.round(Math.abs(units));
  if (rounded === 0) return NO_CHANGE;
  const magnitude = (rounded / 10 ** decimals).toFixed(decimals);
  return units > 0
    ? { text: `+${magnitude}${upSuffix}`, direction: "up" }
    : { text: `-${magnitude}${suffix}`, direction: "down" };
}

/** Tenths of the change between two figures shown to one decimal (66.7 → 64.4: 23). */
const tenths = (current: number, previous: number) =>
  Math.round(current * 100) / 10 - Math.round(previous * 100) / 10;

/** This month's revenue against last month's, in percent: "+12.5% from last month". */
export function revenueTrend(thisMonth: string, lastMonth: string): Trend {
  const current = toCents(thisMonth) ?? 0;
  const previous = toCents(lastMonth) ?? 0;
  if (previous === 0) {
    return current > 0 ? { text: "First revenue this month", direction: "up" } : NO_CHANGE;
  }
  return signed(((current - previous) * 1000) / previous, 1, "% from last month");
}

/** The Tours Completed card's line: the tours completed this month. */
export function monthlyToursText(monthlyTours: number): string {
  return monthlyTours > 0 ? `+${monthlyTours} this month` : "None yet this month";
}

/** This month's completed tours against last month's: "+2 from last month". */
export function toursTrend(thisMonth: number, lastMonth: number): Trend {
  return signed(thisMonth - lastMonth, 0, " from last month");
}

/**
 * The success rate now against the rate when this month began, in percentage points:
 * "+2.3% improvement".
 */
export function successRateTrend(current: number, lastMonth: number | null): Trend {
  if (lastMonth === null) {
    return current > 0
      ? { text: "First accepted bids this month", direction: "up" }
      : { text: "No decided bids before this month", direction: "flat" };
  }
  return signed(tenths(current, lastMonth), 1, "% from last month", "% improvement");
}

/** What the rating is the mean of: "From 23 reviews", or "No ratings yet". */
export function ratingTrend(reviewCount: number): Trend {
  return { text: reviewCountText(reviewCount), direction: "flat" };
}

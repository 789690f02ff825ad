import type { EarningsMonth } from "@shared/contracts/api";
import { CHART_MONTHS } from "@shared/contracts/monthly-stats";
import { toCents } from "@shared/money";
import { lastMonthKeys } from "@/utils/months";

export interface EarningsChartMonth {
  month: string;
  paidCents: number;
  pendingCents: number;
}

/**
 * The Earnings chart's figures: the last 12 months up to `now`'s, each with the paid and pending
 * amounts the API gave for it (in cents), zero for a month without lines.
 */
export function earningsChartMonths(
  months: readonly Pick<EarningsMonth, "month" | "paid" | "pending">[],
  now: Date,
): EarningsChartMonth[] {
  const byMonth = new Map(months.map((month) => [month.month, month]));
  return lastMonthKeys(now, CHART_MONTHS).map((month) => {
    const found = byMonth.get(month);
    return {
      month,
      paidCents: toCents(found?.paid ?? "0") ?? 0,
      pendingCents: toCents(found?.pending ?? "0") ?? 0,
    };
  });
}

import type { AdminMonth } from "@shared/contracts/monthly-stats";
import { toCents } from "@shared/money";
import { monthName, shortMonthName } from "@/utils/months";

/** The admin dashboard charts' figures, month by month as the API gave them. */
export function adminChartFigures(months: readonly AdminMonth[]) {
  return {
    categories: months.map((month) => shortMonthName(month.month)),
    categoryNames: months.map((month) => monthName(month.month)),
    revenueCents: months.map((month) => toCents(month.revenue) ?? 0),
    completedTours: months.map((month) => month.completedTours),
    bids: months.map((month) => month.bids),
  };
}

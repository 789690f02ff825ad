/** How many months the charts of Earnings and the admin dashboard draw, this one included. */
export const CHART_MONTHS = 12;

/** GET /api/admin/monthly-stats: the last CHART_MONTHS months, oldest first. */
export interface AdminMonths {
  months: AdminMonth[];
}

/** One UTC calendar month of the platform (docs/api.md). */
export interface AdminMonth {
  /** "YYYY-MM" (UTC). */
  month: string;
  /** The actual revenue of the tours completed in the month, as admin stats' totalRevenue. */
  revenue: string;
  completedTours: number;
  /** Bids placed in the month, whatever became of them. */
  bids: number;
}

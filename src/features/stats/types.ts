import type { PartnerStats } from "@shared/contracts/api";

/** GET /api/stats with the last-month figures the dashboard compares with (docs/api.md). */
export interface PartnerStatsWithTrends extends PartnerStats {
  lastMonthRevenue: string;
  lastMonthTours: number;
  /** The success rate as it stood when this month began; null when no bid was decided before. */
  lastMonthSuccessRate: number | null;
  /** The average rating as it stood when this month began; null when nothing was rated before. */
  lastMonthAverageRating: number | null;
}

import type { Tx } from "../../_shared/db.ts";

export interface PartnerStats {
  totalRevenue: string;
  toursCompleted: number;
  monthlyTours: number;
  monthlyRevenue: string;
  activeBids: number;
  successRate: number;
  averageRating: number;
}

/** The caller's dashboard numbers, as public.partner_stats() defines them. */
export async function readPartnerStats(tx: Tx): Promise<PartnerStats> {
  const [stats] = await tx<
    (Omit<PartnerStats, "successRate" | "averageRating"> & {
      successRate: string;
      averageRating: string;
    })[]
  >`
    select
      s.total_revenue as "totalRevenue",
      s.tours_completed as "toursCompleted",
      s.monthly_tours as "monthlyTours",
      s.monthly_revenue as "monthlyRevenue",
      s.active_bids as "activeBids",
      s.success_rate as "successRate",
      s.average_rating as "averageRating"
    from public.partner_stats() s
  `;
  if (!stats) throw new Error("partner_stats() returned no row");
  return {
    ...stats,
    successRate: Number(stats.successRate),
    averageRating: Number(stats.averageRating),
  };
}

import { Hono } from "hono";
import type { AppEnv } from "../../_shared/app-env.ts";
import { withCaller } from "../../_shared/db.ts";

interface StatsRow {
  totalRevenue: string;
  toursCompleted: number;
  monthlyTours: number;
  monthlyRevenue: string;
  activeBids: number;
  successRate: string;
  averageRating: string;
}

/** GET /api/stats: the caller's dashboard numbers, defined by public.partner_stats(). */
export const statsRoutes = new Hono<AppEnv>().get("/", async (c) => {
  const [stats] = await withCaller(
    c,
    (tx) => tx<StatsRow[]>`
      select
        s.total_revenue as "totalRevenue",
        s.tours_completed as "toursCompleted",
        s.monthly_tours as "monthlyTours",
        s.monthly_revenue as "monthlyRevenue",
        s.active_bids as "activeBids",
        s.success_rate as "successRate",
        s.average_rating as "averageRating"
      from public.partner_stats() s
    `,
  );
  if (!stats) throw new Error("partner_stats() returned no row");
  return c.json({
    ...stats,
    successRate: Number(stats.successRate),
    averageRating: Number(stats.averageRating),
  });
});

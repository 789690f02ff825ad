import { Hono } from "hono";
import type { AppEnv } from "../../_shared/app-env.ts";
import { withCaller } from "../../_shared/db.ts";
import { requireAdmin } from "../../_shared/require-admin.ts";
import { isVerifiedUser } from "../queries/licences.ts";
import { platformRevenue } from "../queries/payouts.ts";

const RECENT_ACTIVITY = 10;

/**
 * GET /api/admin/stats: platform-wide counts from the real rows (definitions in docs/api.md)
 * and the latest audit log entries.
 */
export const adminStatsRoutes = new Hono<AppEnv>().use("*", requireAdmin).get("/", async (c) => {
  const stats = await withCaller(c, async (tx) => {
    const [counts] = await tx`
      select
        u.total_users as "totalUsers",
        u.total_admins as "totalAdmins",
        u.total_partners as "totalPartners",
        u.active_partners as "activePartners",
        u.verified_users as "verifiedUsers",
        o.total_opportunities as "totalOpportunities",
        o.active_opportunities as "activeOpportunities",
        b.total_bids as "totalBids",
        b.active_bids as "activeBids",
        t.total_tours as "totalTours",
        t.completed_tours as "completedTours",
        t.total_revenue as "totalRevenue",
        private.places_loaded() as "placesLoaded"
      from
        (
          select
            count(*)::int as total_users,
            count(*) filter (where role = 'admin')::int as total_admins,
            count(*) filter (where role = 'partner')::int as total_partners,
            count(*) filter (where role = 'partner' and is_active)::int as active_partners,
            count(*) filter (where ${isVerifiedUser(tx)})::int as verified_users
          from public.users u
        ) u,
        (
          select
            count(*)::int as total_opportunities,
            count(*) filter (where status = 'open')::int as active_opportunities
          from public.opportunities
          where not is_template
        ) o,
        (
          select
            count(*)::int as total_bids,
            count(*) filter (where status in ('pending', 'shortlisted'))::int as active_bids
          from public.bids
        ) b,
        (
          select
            count(*) filter (where status <> 'cancelled')::int as total_tours,
            count(*) filter (where status = 'completed')::int as completed_tours,
            (${platformRevenue(tx)}) as total_revenue
          from public.tours
        ) t
    `;
    const recentActivity = await tx`
      select
        a.id::text as id,
        a.action,
        a.entity,
        a.entity_id as "entityId",
        a.user_id as "userId",
        u.email as "userEmail",
        a.created_at as "createdAt"
      from public.audit_logs a
      left join public.users u on u.id = a.user_id
      order by a.created_at desc, a.id desc
      limit ${RECENT_ACTIVITY}
    `;
    return { ...counts, recentActivity };
  });
  return c.json(stats);
});

import type { AdminStats } from "../../_shared/portable/contracts/activity.ts";
import type { Sent } from "../../_shared/portable/contracts/sent.ts";
import type { Tx } from "../../_shared/server/transaction.ts";
import { recentActivity } from "./admin-activity.ts";
import { isVerifiedUser } from "./licences.ts";
import { platformRevenue } from "./payouts.ts";
import { isBusiness } from "./team.ts";

const RECENT_ACTIVITY = 10;

/**
 * Platform-wide counts from the real rows (definitions in docs/api.md "AdminStats") and the
 * latest audit log entries.
 */
export async function readPlatformStats(tx: Tx): Promise<Sent<AdminStats>> {
  const [counts] = await tx<Omit<AdminStats, "recentActivity">[]>`
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
          count(*) filter (where role = 'partner' and ${isBusiness(tx)})::int as total_partners,
          count(*) filter (where role = 'partner' and is_active and ${isBusiness(tx)})::int as active_partners,
          count(*) filter (where ${isVerifiedUser(tx)})::int as verified_users
        from public.users u
      ) u,
      (
        select
          count(*)::int as total_opportunities,
          count(*) filter (where status = 'open')::int as active_opportunities
        from public.opportunities
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
  const activity = await recentActivity(tx, RECENT_ACTIVITY);
  if (!counts) throw new Error("the counts were not read");
  return { ...counts, recentActivity: activity };
}

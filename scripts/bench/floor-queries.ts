import type { Caller } from "./accounts.ts";
import type { TaggedSql } from "./caller-sql.ts";
import { findMatches, listOpportunities } from "./floor-opportunities.ts";
import { handlerQuery } from "./handler-queries.ts";
import { asCaller, type FloorWork } from "./sql-floor.ts";

/**
 * The SQL each endpoint's handler runs for one request, keyed by the bench path: the handlers'
 * shared query functions where they load outside Deno, else their SQL copied verbatim (the
 * tagged-template form works unchanged here, see caller-sql.ts) with the handler named. One
 * `asCaller` per transaction the handler opens. `null`: the handler runs no SQL.
 */
export const floorQueries: Record<string, ((caller: Caller) => Promise<FloorWork>) | null> = {
  "/health": null,
  "/auth/user": async (caller) => {
    const readOwnProfile = await handlerQuery("user-profile.ts", "readOwnProfile");
    return (client) => asCaller(client, caller.claims, readOwnProfile);
  },
  "/opportunities/all": async ({ claims }) => {
    return (client) => asCaller(client, claims, (tx) => listOpportunities(tx, {}));
  },
  "/opportunities/all?type=farm&priority=high": async ({ claims }) => {
    const query = { type: "farm", priority: "high" };
    return (client) => asCaller(client, claims, (tx) => listOpportunities(tx, query));
  },
  "/opportunities/all?q=harvest": async ({ claims }) => {
    return (client) => asCaller(client, claims, (tx) => listOpportunities(tx, { q: "harvest" }));
  },
  "/opportunities": async ({ claims }) => {
    return (client) => asCaller(client, claims, findMatches);
  },
  "/stats": async ({ claims }) => {
    return (client) => asCaller(client, claims, partnerStats);
  },
  "/admin/users": async ({ claims }) => {
    // handlers/admin-users.ts GET /: no filters, the first page of 50.
    const listUsers = await handlerQuery<[filter: { eligible: boolean }, page: FirstPage]>(
      "admin-users.ts",
      "listUsers",
    );
    const firstPage = { page: 1, pageSize: 50, offset: 0 };
    return async (client) => {
      await asCaller(client, claims, assertAdmin);
      return asCaller(client, claims, (tx) => listUsers(tx, { eligible: false }, firstPage));
    };
  },
};

interface FirstPage {
  page: number;
  pageSize: number;
  offset: number;
}

/** _shared/require-admin.ts `assertAdmin`, the transaction `requireAdmin` opens first. */
async function assertAdmin(tx: TaggedSql) {
  const [row] = await tx<{ isAdmin: boolean }[]>`select private.is_admin() as "isAdmin"`;
  if (!row?.isAdmin) throw new Error("not an admin");
}

/** handlers/stats.ts GET /api/stats. */
function partnerStats(tx: TaggedSql) {
  return tx`
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
}

export interface BidInsert {
  opportunityId: string;
  amount: string;
  message: string;
}

/** handlers/bids.ts POST /api/bids without add-ons: the visibility check, then the insert. */
export async function insertBid(tx: TaggedSql, bid: BidInsert) {
  const [opportunity] = await tx`
    select o.id from public.opportunities o where o.id = ${bid.opportunityId}
  `;
  if (!opportunity) throw new Error("Opportunity not found");
  const [row] = await tx`
    insert into public.bids as b (opportunity_id, user_id, amount, message, additional_services)
    values (
      ${bid.opportunityId},
      (select auth.uid()),
      ${bid.amount},
      ${bid.message},
      ${[]}::text[]
    )
    returning ${bidColumns(tx)}
  `;
  return row;
}

/** queries/bids.ts `bidColumns`. */
const bidColumns = (tx: TaggedSql) => tx`
  b.id,
  b.opportunity_id as "opportunityId",
  b.user_id as "userId",
  b.amount,
  b.message,
  b.additional_services as "additionalServices",
  b.status,
  b.decline_reason as "declineReason",
  b.response_time as "responseTime",
  b.reviewed_at as "reviewedAt",
  b.created_at as "createdAt",
  b.updated_at as "updatedAt"
`;

import type postgres from "postgres";
import type { OpportunitySearch } from "../../supabase/functions/_shared/portable/schemas/list-query.ts";
import type { Claims } from "../../supabase/functions/_shared/server/app-env.ts";
import { adminCheck } from "../../supabase/functions/_shared/server/transaction.ts";
import { listUsers } from "../../supabase/functions/api/queries/admin-users.ts";
import { findMatches } from "../../supabase/functions/api/queries/matches.ts";
import { searchOpportunities } from "../../supabase/functions/api/queries/opportunity-search.ts";
import { readPartnerStats } from "../../supabase/functions/api/queries/stats.ts";
import { listUpcomingTours } from "../../supabase/functions/api/queries/tours.ts";
import { readOwnProfile } from "../../supabase/functions/api/queries/user-profile.ts";
import type { Caller } from "./accounts.ts";
import { asCaller, type FloorWork } from "./sql-floor.ts";

/**
 * The SQL each endpoint's handler runs for one request, keyed by the bench path: the handlers'
 * own query functions (supabase/functions/api/queries), imported and type-checked like any
 * module, with the arguments the handler passes. One `asCaller` per transaction the handler
 * opens. `null`: the handler runs no SQL.
 */
export const floorQueries: Record<string, ((caller: Caller) => Promise<FloorWork>) | null> = {
  "/health": null,
  "/auth/user": async (caller) => (client) => asCaller(client, caller.claims, readOwnProfile),
  "/opportunities/all": (caller) => searchFloor(caller, {}),
  "/opportunities/all?type=farm&priority=high": (caller) =>
    searchFloor(caller, { type: "farm", priority: "high" }),
  "/opportunities/all?q=harvest": (caller) => searchFloor(caller, { q: "harvest" }),
  // handlers/opportunities.ts GET /: findMatches(tx, MATCHES_PAGE = 20).
  "/opportunities":
    async ({ claims }) =>
    (client) =>
      asCaller(client, claims, (tx) => findMatches(tx, 20)),
  // handlers/tours.ts GET /upcoming.
  "/tours/upcoming":
    async ({ claims }) =>
    (client) =>
      asCaller(client, claims, listUpcomingTours),
  "/stats":
    async ({ claims }) =>
    (client) =>
      asCaller(client, claims, readPartnerStats),
  "/admin/users": async ({ claims }) => {
    // handlers/admin-users.ts GET /: no filters, the first page of 50.
    const firstPage = { page: 1, pageSize: 50, offset: 0 };
    return async (client) => {
      await requireAdmin(client, claims);
      return asCaller(client, claims, (tx) => listUsers(tx, { eligible: false }, firstPage));
    };
  },
};

/**
 * _shared/server/require-admin.ts `requireAdmin`: its one statement, outside any transaction, with the
 * claims of the verified token.
 */
async function requireAdmin(client: postgres.Sql, claims: Record<string, unknown>) {
  const [row] = await adminCheck(client, claims as Claims);
  if (!row?.isAdmin) throw new Error("not an admin");
}

/**
 * handlers/opportunities.ts GET /all: `searchOpportunities` with the defaults its query schema
 * fills in (status open, sorted by date, page 1 of 20).
 */
async function searchFloor(
  { claims }: Caller,
  filter: Partial<OpportunitySearch>,
): Promise<FloorWork> {
  const query: OpportunitySearch = {
    status: "open",
    sort: "date",
    page: 1,
    pageSize: 20,
    ...filter,
  };
  return (client) => asCaller(client, claims, (tx) => searchOpportunities(tx, query));
}

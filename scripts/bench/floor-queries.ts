import type postgres from "postgres";
import type { Claims } from "../../supabase/functions/_shared/app-env.ts";
import { adminCheck } from "../../supabase/functions/_shared/transaction.ts";
import type { Caller } from "./accounts.ts";
import { handlerQuery } from "./handler-queries.ts";
import { asCaller, type FloorWork } from "./sql-floor.ts";

/**
 * The SQL each endpoint's handler runs for one request, keyed by the bench path: the handlers'
 * own query functions (supabase/functions/api/queries), loaded with `handlerQuery`, with the
 * arguments the handler passes. One `asCaller` per transaction the handler opens. `null`: the
 * handler runs no SQL.
 */
export const floorQueries: Record<string, ((caller: Caller) => Promise<FloorWork>) | null> = {
  "/health": null,
  "/auth/user": async (caller) => {
    const readOwnProfile = await handlerQuery("user-profile.ts", "readOwnProfile");
    return (client) => asCaller(client, caller.claims, readOwnProfile);
  },
  "/opportunities/all": (caller) => searchFloor(caller, {}),
  "/opportunities/all?type=farm&priority=high": (caller) =>
    searchFloor(caller, { type: "farm", priority: "high" }),
  "/opportunities/all?q=harvest": (caller) => searchFloor(caller, { q: "harvest" }),
  "/opportunities": async ({ claims }) => {
    // handlers/opportunities.ts GET /: findMatches(tx, MATCHES_PAGE = 20).
    const findMatches = await handlerQuery<[limit: number]>("matches.ts", "findMatches");
    return (client) => asCaller(client, claims, (tx) => findMatches(tx, 20));
  },
  "/stats": async ({ claims }) => {
    const readPartnerStats = await handlerQuery("stats.ts", "readPartnerStats");
    return (client) => asCaller(client, claims, readPartnerStats);
  },
  "/admin/users": async ({ claims }) => {
    // handlers/admin-users.ts GET /: no filters, the first page of 50.
    const listUsers = await handlerQuery<[filter: { eligible: boolean }, page: FirstPage]>(
      "admin-users.ts",
      "listUsers",
    );
    const firstPage = { page: 1, pageSize: 50, offset: 0 };
    return async (client) => {
      await requireAdmin(client, claims);
      return asCaller(client, claims, (tx) => listUsers(tx, { eligible: false }, firstPage));
    };
  },
};

interface FirstPage {
  page: number;
  pageSize: number;
  offset: number;
}

/**
 * _shared/require-admin.ts `requireAdmin`: its one statement, outside any transaction, with the
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
async function searchFloor({ claims }: Caller, filter: Record<string, string>): Promise<FloorWork> {
  const searchOpportunities = await handlerQuery<[query: Record<string, unknown>]>(
    "opportunity-search.ts",
    "searchOpportunities",
  );
  const query = { status: "open", sort: "date", page: 1, pageSize: 20, ...filter };
  return (client) => asCaller(client, claims, (tx) => searchOpportunities(tx, query));
}

/** handlers/bids.ts POST /api/bids: `placeBid`, the visibility check and the insert. */
export function loadPlaceBid() {
  return handlerQuery<
    [bid: { opportunityId: string; amount: string; message: string; additionalServices: string[] }]
  >("bids.ts", "placeBid");
}

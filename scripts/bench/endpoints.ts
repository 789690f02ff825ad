import type { StackConfig } from "../../local-stack/lib/config.ts";
import { placeBid } from "../../supabase/functions/api/queries/bids.ts";
import type { BenchCallers, Caller } from "./accounts.ts";
import type { BidSlot } from "./bid-slots.ts";
import { planCheckIn, planManifest } from "./check-in.ts";
import { floorQueries } from "./floor-queries.ts";
import type { HttpRequestSpec } from "./http-load.ts";
import type { EndpointResult } from "./report.ts";
import { asCaller, type FloorWork } from "./sql-floor.ts";

export interface BenchContext {
  config: StackConfig;
  /** The stack's process, whose CPU use the throughput runs read (cpu-use.ts). */
  stackPid: number | undefined;
  callers: BenchCallers;
  /** Shared by the HTTP run and the floor of POST /api/bids, so no bid is placed twice. */
  bidSlots: Iterator<BidSlot>;
}

/** An endpoint ready to drive: its requests, and the same work as bare SQL when known. */
export interface EndpointPlan {
  path: string;
  nextRequest: () => HttpRequestSpec | undefined;
  nextFloorWork?: () => FloorWork | undefined;
  notes: string[];
}

export interface BenchEndpoint {
  name: string;
  kind: EndpointResult["kind"];
  plan: (context: BenchContext) => Promise<EndpointPlan>;
}

/** The endpoints of the issue, plus a reference row (no SQL) for the fixed cost of a request. */
export const ENDPOINTS: BenchEndpoint[] = [
  getEndpoint("GET /api/health", "reference", "/health", "partner"),
  getEndpoint("GET /api/auth/user", "single", "/auth/user", "partner"),
  getEndpoint("GET /api/opportunities/all", "list", "/opportunities/all", "partner"),
  getEndpoint(
    "GET /api/opportunities/all type+priority",
    "list",
    "/opportunities/all?type=farm&priority=high",
    "partner",
  ),
  getEndpoint(
    "GET /api/opportunities/all search",
    "list",
    "/opportunities/all?q=harvest",
    "partner",
  ),
  getEndpoint("GET /api/opportunities (matches)", "list", "/opportunities", "partner"),
  getEndpoint("GET /api/stats", "single", "/stats", "partner"),
  getEndpoint("GET /api/tours/upcoming", "list", "/tours/upcoming", "partner"),
  // The partner endpoints as a guide of the first partner's business (docs/team.md).
  getEndpoint("GET /api/auth/user as guide", "single", "/auth/user", "guide"),
  getEndpoint("GET /api/opportunities/all as guide", "list", "/opportunities/all", "guide"),
  getEndpoint("GET /api/opportunities (matches) as guide", "list", "/opportunities", "guide"),
  getEndpoint("GET /api/stats as guide", "single", "/stats", "guide"),
  getEndpoint("GET /api/tours/upcoming as guide", "list", "/tours/upcoming", "guide"),
  getEndpoint("GET /api/admin/users", "list", "/admin/users", "admin"),
  { name: "POST /api/bids", kind: "single", plan: planBids },
  { name: "GET /api/tours/:id/guests (manifest)", kind: "single", plan: planManifest },
  { name: "POST /api/tours/:id/guests/:guestId/check-in", kind: "single", plan: planCheckIn },
];

function getEndpoint(
  name: string,
  kind: EndpointResult["kind"],
  path: string,
  role: "partner" | "admin" | "guide",
): BenchEndpoint {
  return {
    name,
    kind,
    plan: async ({ config, callers }) => {
      const partner = callers.partners[0] as Caller;
      const caller =
        role === "admin" ? callers.admin : role === "guide" ? (callers.guide ?? partner) : partner;
      const request: HttpRequestSpec = { method: "GET", headers: headers(config, caller) };
      const floor = floorQueries[path];
      const notes: string[] = [];
      if (role === "guide" && !callers.guide) notes.push("no teams here: run as the partner");
      let nextFloorWork: EndpointPlan["nextFloorWork"];
      if (floor === null) notes.push("no SQL: nothing to compare with");
      else if (!floor) notes.push("no floor: the handler's SQL is not known to the bench yet");
      else {
        try {
          const work = await floor(caller);
          nextFloorWork = () => work;
        } catch (error) {
          notes.push(`no floor: ${(error as Error).message}`);
        }
      }
      return { path, nextRequest: () => request, nextFloorWork, notes };
    },
  };
}

async function planBids({ config, callers, bidSlots }: BenchContext): Promise<EndpointPlan> {
  const partners = callers.partners;
  const requestHeaders = partners.map((partner) => ({
    ...headers(config, partner),
    "content-type": "application/json",
  }));
  const notes = [
    `each request a new bid: ${partners.length} partners rotating over the open opportunities' free places`,
  ];
  return {
    path: "/bids",
    nextRequest: () => {
      const slot = bidSlots.next();
      if (slot.done) return undefined;
      const { partner, opportunityId, amount } = slot.value;
      const body = JSON.stringify(bidPayload(opportunityId, amount));
      return { method: "POST", headers: requestHeaders[partner] ?? {}, body };
    },
    nextFloorWork: () => {
      const slot = bidSlots.next();
      if (slot.done) return undefined;
      const { partner, opportunityId, amount } = slot.value;
      const claims = (partners[partner] as Caller).claims;
      return (client) =>
        asCaller(client, claims, (tx) =>
          placeBid(tx, {
            opportunityId,
            amount,
            message: BENCH_BID_MESSAGE,
            addOns: [],
            awayConfirmed: false,
          }),
        );
    },
    notes,
  };
}

/** The message of every bid the bench places (seed:large's bids say something else). */
export const BENCH_BID_MESSAGE = "We would love to host this group.";

/** product §3 bid payload: the total is the base rate, no add-ons. */
function bidPayload(opportunityId: string, amount: string) {
  return {
    opportunityId,
    amount,
    message: BENCH_BID_MESSAGE,
    additionalServices: [] as string[],
  };
}

function headers(config: StackConfig, caller: Caller): Record<string, string> {
  return { apikey: config.anonKey, authorization: `Bearer ${caller.token}` };
}

import type { Caller } from "./accounts.ts";
import type { TaggedSql } from "./caller-sql.ts";
import type { BidPayload } from "./endpoints.ts";
import { handlerQuery } from "./handler-queries.ts";
import { asCaller, type FloorWork } from "./sql-floor.ts";

/**
 * The SQL each endpoint's handler runs for one request, keyed by the bench path: the handlers'
 * shared query functions where they have them, else their SQL copied verbatim (the tagged
 * template form works unchanged here, see caller-sql.ts) with the handler named. `null`: the
 * handler runs no SQL.
 */
export const floorQueries: Record<string, ((caller: Caller) => Promise<FloorWork>) | null> = {
  "/health": null,
  "/auth/user": async (caller) => {
    const readOwnProfile = await handlerQuery("user-profile.ts", "readOwnProfile");
    return (client) => asCaller(client, caller.claims, readOwnProfile);
  },
};

/** The SQL of POST /api/bids for one payload; undefined while the handler is not known. */
export async function bidFloor(): Promise<
  ((tx: TaggedSql, bid: BidPayload) => Promise<unknown>) | undefined
> {
  return undefined;
}

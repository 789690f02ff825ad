import { afterAll, expect, test } from "vitest";
import { becomeCaller, ownerPool } from "../support/db-callers.ts";
import {
  createBid,
  createOpportunity,
  createUser,
  type TestUser,
  usersBeforeAll,
} from "../support/db-fixtures.ts";

/**
 * Two admins accept different bids of the same opportunity at the same moment, each on their
 * own connection. accept_bid locks the opportunity, so one wins and the other is told the
 * opportunity is taken; never two accepted bids or two tours.
 */

const pool = ownerPool(4);

const { firstAdmin, secondAdmin } = usersBeforeAll(pool, {
  firstAdmin: { label: "admin-one", role: "admin" },
  secondAdmin: { label: "admin-two", role: "admin" },
});

afterAll(() => pool.end());

/** Accepts on a connection of its own and keeps the transaction open a moment before commit. */
async function acceptAndHold(admin: TestUser, bidId: string) {
  const client = await pool.connect();
  try {
    await client.query("begin");
    await becomeCaller(client, admin.caller);
    await client.query("select public.accept_bid($1)", [bidId]);
    await new Promise((resolve) => setTimeout(resolve, 50));
    await client.query("commit");
  } catch (error) {
    await client.query("rollback").catch(() => {});
    throw error;
  } finally {
    client.release();
  }
}

test("two admins accepting different bids of one opportunity at once leave exactly one accepted", async () => {
  for (let round = 0; round < 5; round++) {
    const opportunity = await createOpportunity(pool);
    const bids = [
      await createBid(pool, opportunity, (await createUser(pool, { label: "racer" })).id),
      await createBid(pool, opportunity, (await createUser(pool, { label: "racer" })).id),
    ];

    const results = await Promise.allSettled([
      acceptAndHold(firstAdmin, bids[0] as string),
      acceptAndHold(secondAdmin, bids[1] as string),
    ]);

    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    const loser = results.find((r) => r.status === "rejected") as PromiseRejectedResult;
    expect(loser.reason.code).toBe("TP202");
    const { rows } = await pool.query(
      `select (select count(*)::int from public.bids where opportunity_id = $1 and status = 'accepted') as accepted,
              (select count(*)::int from public.bids where opportunity_id = $1 and status = 'declined') as declined,
              (select count(*)::int from public.tours where opportunity_id = $1) as tours,
              (select status from public.opportunities where id = $1) as status`,
      [opportunity],
    );
    expect(rows[0]).toEqual({ accepted: 1, declined: 1, tours: 1, status: "awarded" });
  }
});

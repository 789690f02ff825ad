import type pg from "pg";
import { actAs, signedIn } from "../../support/db-callers.ts";
import { startTour } from "../../support/db-fixtures.ts";
import type { Partner } from "./accounts.ts";

/** Tours made the real way in the database, as the admin: a bid accepted, a tour completed. */

/** Runs `fn` in the database as this admin (their claims, their RLS), committing. */
function actAsAdmin<T>(
  pool: pg.Pool,
  admin: { id: string; email: string },
  fn: (client: pg.PoolClient) => Promise<T>,
) {
  return actAs(pool, signedIn(admin), fn);
}

/** accept_bid() as the admin: the tour it schedules. */
export async function acceptBid(pool: pg.Pool, admin: Partner, bidId: string) {
  return actAsAdmin(pool, admin, async (client) => {
    const { rows } = await client.query("select * from public.accept_bid($1)", [bidId]);
    return rows[0] as { id: string; scheduled_for: Date };
  });
}

/** Completes a tour as the admin, with its revenue and rating, once its start has come. */
export async function completeTour(
  pool: pg.Pool,
  admin: Partner,
  tourId: string,
  revenue: string,
  rating: number,
) {
  await startTour(pool, tourId);
  await actAsAdmin(pool, admin, (client) =>
    client.query(
      "select public.complete_tour($1, $2, $3, 'Great tour.', confirm_no_check_ins => true)",
      [tourId, revenue, rating],
    ),
  );
}

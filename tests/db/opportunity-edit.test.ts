import { afterAll, describe, expect, test } from "vitest";
import { actAs, ownerPool, sqlState, tryAs } from "../support/db-callers.ts";
import {
  adminAndPartnersBeforeAll,
  CANCEL_OPPORTUNITY,
  createBid,
  createOpportunity,
  MOVE_OPPORTUNITY,
  startTour,
} from "../support/db-fixtures.ts";
import { withWords } from "../support/notification-words.ts";

/**
 * Editing and cancelling an opportunity straight through the Data API (as PostgREST runs it):
 * the same rules as `/api`, from the database.
 */

const pool = ownerPool(4);

const { admin, partner, rival } = adminAndPartnersBeforeAll(pool, "edit-db", "partner", "rival");

afterAll(() => pool.end());

const DAY = 86_400_000;

function asAdmin(sql: string, params: unknown[]) {
  return tryAs(pool, admin.caller, (c) => c.query(sql, params));
}

/** An opportunity with `partner`'s bid accepted: awarded, its tour scheduled. */
async function awardedOpportunity() {
  const opportunity = await createOpportunity(pool);
  const bid = await createBid(pool, opportunity, partner.id);
  const tour = await actAs(pool, admin.caller, async (c) => {
    const { rows } = await c.query("select id from public.accept_bid($1)", [bid]);
    return rows[0].id as string;
  });
  return { opportunity, tour };
}

describe("what an admin may change", () => {
  test("an awarded opportunity keeps what was agreed (TP602), the rest may change", async () => {
    const { opportunity } = await awardedOpportunity();
    expect(await sqlState(asAdmin(MOVE_OPPORTUNITY, [opportunity, null, null, 999]))).toBe("TP602");
    for (const change of [
      "group_size = 2",
      "duration = 9",
      "tour_type = 'retailer'",
      "partners_needed = 3",
    ]) {
      expect(
        await sqlState(
          asAdmin(`update public.opportunities set ${change} where id = $1`, [opportunity]),
        ),
      ).toBe("TP602");
    }
    const { rowCount } = await asAdmin(
      "update public.opportunities set title = 'Renamed', description = 'New words', requirements = '{Water}' where id = $1",
      [opportunity],
    );
    expect(rowCount).toBe(1);
  });

  test("a cancelled or completed opportunity cannot be edited (TP601)", async () => {
    const cancelled = await createOpportunity(pool);
    await pool.query("update public.opportunities set status = 'cancelled' where id = $1", [
      cancelled,
    ]);
    const { opportunity: completed, tour } = await awardedOpportunity();
    await startTour(pool, tour);
    await actAs(pool, admin.caller, (c) =>
      c.query("select public.complete_tour($1, 300, 5, confirm_no_check_ins => true)", [tour]),
    );
    for (const id of [cancelled, completed]) {
      expect(
        await sqlState(
          asAdmin("update public.opportunities set title = 'Again' where id = $1", [id]),
        ),
      ).toBe("TP601");
    }
  });

  test("cancelling is cancel_opportunity()'s and needs a reason (TP603)", async () => {
    const opportunity = await createOpportunity(pool);
    for (const sql of [
      "update public.opportunities set status = 'cancelled' where id = $1",
      "update public.opportunities set status = 'cancelled', cancellation_reason = 'Rain' where id = $1",
      "update public.opportunities set cancellation_reason = 'Why not' where id = $1",
    ]) {
      expect(await sqlState(asAdmin(sql, [opportunity]))).toBe("42501");
    }
    for (const reason of ["", "  "]) {
      expect(await sqlState(asAdmin(CANCEL_OPPORTUNITY, [opportunity, reason]))).toBe("TP603");
    }
    expect(await sqlState(asAdmin(CANCEL_OPPORTUNITY, [opportunity, "x".repeat(1001)]))).toBe(
      "23514",
    );
  });

  test("partners change nothing: no row is theirs to update", async () => {
    const opportunity = await createOpportunity(pool);
    await createBid(pool, opportunity, partner.id);
    const { rowCount } = await tryAs(pool, partner.caller, (c) =>
      c.query("update public.opportunities set title = 'Mine' where id = $1", [opportunity]),
    );
    expect(rowCount).toBe(0);
    const cancel = tryAs(pool, partner.caller, (c) =>
      c.query(CANCEL_OPPORTUNITY, [opportunity, "Mine"]),
    );
    expect(await sqlState(cancel)).toBe("42501");
    const { rows } = await pool.query("select status from public.opportunities where id = $1", [
      opportunity,
    ]);
    expect(rows[0].status).toBe("open");
  });
});

describe("what follows an edit", () => {
  test("cancelling with a reason passes it to the bids and tours, all or nothing", async () => {
    const opportunity = await createOpportunity(pool, { partners_needed: 2 });
    const accepted = await createBid(pool, opportunity, partner.id);
    const pending = await createBid(pool, opportunity, rival.id);
    const tour = await actAs(pool, admin.caller, async (c) => {
      const { rows } = await c.query("select id from public.accept_bid($1)", [accepted]);
      return rows[0].id as string;
    });
    await actAs(pool, admin.caller, (c) =>
      c.query(CANCEL_OPPORTUNITY, [opportunity, "Flooded roads"]),
    );
    const bid = await pool.query("select status, decline_reason from public.bids where id = $1", [
      pending,
    ]);
    expect(bid.rows[0]).toEqual({ status: "declined", decline_reason: "Flooded roads" });
    const tours = await pool.query(
      "select status, cancellation_reason from public.tours where id = $1",
      [tour],
    );
    expect(tours.rows[0]).toEqual({ status: "cancelled", cancellation_reason: "Flooded roads" });
  });

  test("a new date moves the scheduled tour and tells its partner and the assigned ones", async () => {
    const { opportunity, tour } = await awardedOpportunity();
    await pool.query(
      "insert into public.opportunity_assignments (opportunity_id, partner_id) values ($1, $2)",
      [opportunity, rival.id],
    );
    const newDate = new Date(Date.now() + 30 * DAY);
    newDate.setUTCMilliseconds(0);
    await actAs(pool, admin.caller, (c) =>
      c.query(MOVE_OPPORTUNITY, [opportunity, newDate, null, null]),
    );
    const { rows } = await pool.query("select scheduled_for from public.tours where id = $1", [
      tour,
    ]);
    expect((rows[0].scheduled_for as Date).getTime()).toBe(newDate.getTime());
    const told = await pool.query(
      `select user_id, type, data from public.notifications
       where data ->> 'opportunityId' = $1 and type = 'opportunity_changed' order by user_id`,
      [opportunity],
    );
    const rescheduled = withWords(told.rows).filter((r) => r.title === "Tour rescheduled");
    expect(rescheduled.map((r) => r.user_id).sort()).toEqual([partner.id, rival.id].sort());
  });
});

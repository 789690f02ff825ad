import { afterAll, describe, expect, test } from "vitest";
import { actAs, ownerPool, sqlState, tryAs } from "../support/db-callers.ts";
import { adminAndPartnersBeforeAll, createBid, createOpportunity } from "../support/db-fixtures.ts";

/**
 * What an admin does to an opportunity is a command: assign_partners() writes the assignment
 * rows and tells each new partner; cancel_opportunity() ends its bids and tours and tells
 * their partners; move_opportunity() moves its tours and tells who is involved. A direct
 * write, the Data API's door, could do the rows without the rest, so clients hold no
 * privilege to make it.
 */

const pool = ownerPool(3);
const { admin, partner, other, gone } = adminAndPartnersBeforeAll(
  pool,
  "opp-cmd",
  "partner",
  "other",
  "gone",
);
afterAll(() => pool.end());

async function assigned(opportunity: string) {
  const { rows } = await pool.query<{ partner_id: string }>(
    "select partner_id from public.opportunity_assignments where opportunity_id = $1 order by partner_id",
    [opportunity],
  );
  return rows.map((row) => row.partner_id);
}

async function assignmentNotices(opportunity: string) {
  const { rows } = await pool.query<{ user_id: string }>(
    `select user_id from public.notifications
     where type = 'assignment' and data ->> 'opportunityId' = $1 order by user_id`,
    [opportunity],
  );
  return rows.map((row) => row.user_id);
}

const assign = (opportunity: string, partners: string[], keepOthers = false) =>
  actAs(pool, admin.caller, (c) =>
    c.query("select public.assign_partners($1, $2::uuid[], $3)", [
      opportunity,
      partners,
      keepOthers,
    ]),
  );

describe("assign_partners is the only door to an assignment", () => {
  test("an admin's direct insert is refused (42501): no row, no notice", async () => {
    const opportunity = await createOpportunity(pool);
    const insert = tryAs(pool, admin.caller, (c) =>
      c.query(
        "insert into public.opportunity_assignments (opportunity_id, partner_id) values ($1, $2)",
        [opportunity, partner.id],
      ),
    );
    expect(await sqlState(insert)).toBe("42501");
    expect(await assigned(opportunity)).toEqual([]);
    expect(await assignmentNotices(opportunity)).toEqual([]);
  });

  test("assigning writes the rows and tells each new partner once; the rest are removed", async () => {
    const opportunity = await createOpportunity(pool);
    await assign(opportunity, [partner.id]);
    expect(await assigned(opportunity)).toEqual([partner.id]);
    expect(await assignmentNotices(opportunity)).toEqual([partner.id]);

    await assign(opportunity, [partner.id, other.id]);
    expect(await assigned(opportunity)).toEqual([partner.id, other.id].sort());
    expect(await assignmentNotices(opportunity)).toEqual([partner.id, other.id].sort());

    await assign(opportunity, [other.id]);
    expect(await assigned(opportunity)).toEqual([other.id]);
    expect(await assignmentNotices(opportunity)).toEqual([partner.id, other.id].sort());

    await assign(opportunity, [partner.id], true);
    expect(await assigned(opportunity)).toEqual([partner.id, other.id].sort());
    const { rows } = await pool.query(
      "select assigned_by from public.opportunity_assignments where opportunity_id = $1",
      [opportunity],
    );
    expect(rows.map((row) => row.assigned_by)).toEqual([admin.id, admin.id]);
  });

  test("only active partners are added (TP205); one assigned before may stay", async () => {
    const opportunity = await createOpportunity(pool);
    await assign(opportunity, [gone.id]);
    await pool.query("update public.users set is_active = false where id = $1", [gone.id]);
    for (const list of [[admin.id], [partner.id, admin.id]]) {
      const refused = tryAs(pool, admin.caller, (c) =>
        c.query("select public.assign_partners($1, $2::uuid[])", [opportunity, list]),
      );
      expect(await sqlState(refused)).toBe("TP205");
    }
    await assign(opportunity, [gone.id, partner.id]);
    expect(await assigned(opportunity)).toEqual([gone.id, partner.id].sort());
  });

  test("a partner cannot assign (42501); an unknown opportunity is P0002", async () => {
    const opportunity = await createOpportunity(pool);
    const byPartner = tryAs(pool, partner.caller, (c) =>
      c.query("select public.assign_partners($1, array[$2]::uuid[])", [opportunity, partner.id]),
    );
    expect(await sqlState(byPartner)).toBe("42501");
    const unknown = tryAs(pool, admin.caller, (c) =>
      c.query("select public.assign_partners($1, array[$2]::uuid[])", [
        "00000000-0000-4000-8000-000000000042",
        partner.id,
      ]),
    );
    expect(await sqlState(unknown)).toBe("P0002");
    expect(await assigned(opportunity)).toEqual([]);
  });
});

/** An opportunity with `partner`'s bid accepted (awarded, its tour scheduled) and `other`'s pending. */
async function awardedWithBidder() {
  const opportunity = await createOpportunity(pool, { partners_needed: 2 });
  const accepted = await createBid(pool, opportunity, partner.id);
  const pending = await createBid(pool, opportunity, other.id);
  const tour = await actAs(pool, admin.caller, async (c) => {
    const { rows } = await c.query("select id from public.accept_bid($1)", [accepted]);
    return rows[0].id as string;
  });
  return { opportunity, tour, pending };
}

async function facts(opportunity: string, tour: string, bid: string) {
  const { rows } = await pool.query(
    `select o.status as opportunity, o.date as date, t.status as tour, t.scheduled_for,
            b.status as bid,
            (select count(*)::int from public.notifications n
             where n.data ->> 'opportunityId' = o.id::text
               and n.type in ('opportunity_cancelled', 'tour_cancelled', 'opportunity_changed'))
              as notices
     from public.opportunities o, public.tours t, public.bids b
     where o.id = $1 and t.id = $2 and b.id = $3`,
    [opportunity, tour, bid],
  );
  return rows[0];
}

describe("cancel_opportunity and move_opportunity are the only doors", () => {
  test.each([
    [
      "cancel",
      "update public.opportunities set status = 'cancelled', cancellation_reason = 'Rain' where id = $1",
    ],
    ["move", "update public.opportunities set date = date + interval '1 day' where id = $1"],
    ["move", "update public.opportunities set location = 'Sebastopol, CA' where id = $1"],
    ["re-price", "update public.opportunities set base_rate = 999 where id = $1"],
  ])("an admin's direct write to %s is refused (42501) and changes nothing", async (_, sql) => {
    const { opportunity, tour, pending } = await awardedWithBidder();
    const before = await facts(opportunity, tour, pending);
    expect(await sqlState(tryAs(pool, admin.caller, (c) => c.query(sql, [opportunity])))).toBe(
      "42501",
    );
    expect(await facts(opportunity, tour, pending)).toEqual(before);
  });

  test("cancelling does it all at once: bid declined, tour cancelled, each told once", async () => {
    const { opportunity, tour, pending } = await awardedWithBidder();
    const cancelled = await actAs(pool, admin.caller, (c) =>
      c.query("select status, cancellation_reason from public.cancel_opportunity($1, $2)", [
        opportunity,
        "  Flooded roads ",
      ]),
    );
    expect(cancelled.rows[0]).toEqual({
      status: "cancelled",
      cancellation_reason: "Flooded roads",
    });
    expect(await facts(opportunity, tour, pending)).toMatchObject({
      opportunity: "cancelled",
      tour: "cancelled",
      bid: "declined",
      notices: 2,
    });
    // The same reason again changes nothing; another one is an edit of a cancelled one.
    await actAs(pool, admin.caller, (c) =>
      c.query("select public.cancel_opportunity($1, 'Flooded roads')", [opportunity]),
    );
    expect((await facts(opportunity, tour, pending)).notices).toBe(2);
    const again = tryAs(pool, admin.caller, (c) =>
      c.query("select public.cancel_opportunity($1, 'Other')", [opportunity]),
    );
    expect(await sqlState(again)).toBe("TP601");
  });

  test("cancelling needs a reason (TP603), an admin (42501) and an opportunity (P0002)", async () => {
    const opportunity = await createOpportunity(pool);
    const cancel = (caller: typeof admin.caller, id: string, reason: string) =>
      sqlState(
        tryAs(pool, caller, (c) =>
          c.query("select public.cancel_opportunity($1, $2)", [id, reason]),
        ),
      );
    expect(await cancel(admin.caller, opportunity, "  ")).toBe("TP603");
    expect(await cancel(partner.caller, opportunity, "Mine")).toBe("42501");
    expect(await cancel(admin.caller, "00000000-0000-4000-8000-000000000042", "Gone")).toBe(
      "P0002",
    );
  });

  test("moving does it all at once: the tour moves, the partners are told once each", async () => {
    const { opportunity, tour, pending } = await awardedWithBidder();
    const newDate = new Date(Date.now() + 30 * 86_400_000);
    newDate.setUTCMilliseconds(0);
    await actAs(pool, admin.caller, (c) =>
      c.query("select public.move_opportunity($1, $2, 'Healdsburg, CA', 300)", [
        opportunity,
        newDate,
      ]),
    );
    const after = await facts(opportunity, tour, pending);
    expect((after.scheduled_for as Date).getTime()).toBe(newDate.getTime());
    expect(after.notices).toBe(2);
    // The same values again tell nobody.
    await actAs(pool, admin.caller, (c) =>
      c.query("select public.move_opportunity($1, $2, 'Healdsburg, CA', 300)", [
        opportunity,
        newDate,
      ]),
    );
    expect((await facts(opportunity, tour, pending)).notices).toBe(2);
  });

  test("a move keeps the edit's rules: TP602 agreed rate, TP605 past start, TP601 cancelled", async () => {
    const opportunity = await createOpportunity(pool);
    const bid = await createBid(pool, opportunity, partner.id);
    await actAs(pool, admin.caller, (c) => c.query("select public.accept_bid($1)", [bid]));
    const move = (id: string, date: string, rate: number) =>
      sqlState(
        tryAs(pool, admin.caller, (c) =>
          c.query(
            `select public.move_opportunity($1, coalesce($2::timestamptz, o.date), o.location, $3)
             from public.opportunities o where o.id = $1`,
            [id, date, rate],
          ),
        ),
      );
    expect(await move(opportunity, null as unknown as string, 999)).toBe("TP602");
    expect(await move(opportunity, new Date(Date.now() - 3_600_000).toISOString(), 300)).toBe(
      "TP605",
    );
    const cancelled = await createOpportunity(pool);
    await actAs(pool, admin.caller, (c) =>
      c.query("select public.cancel_opportunity($1, 'Closed')", [cancelled]),
    );
    expect(await move(cancelled, null as unknown as string, 400)).toBe("TP601");
  });
});

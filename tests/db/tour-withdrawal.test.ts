import { afterAll, describe, expect, test } from "vitest";
import { actAs, ownerPool, sqlState, tryAs } from "../support/db-callers.ts";
import {
  completedTour,
  createBid,
  createOpportunity,
  createUser,
  startTour,
  type TestUser,
  usersBeforeAll,
} from "../support/db-fixtures.ts";

/**
 * A partner's word on a tour (82_tour_withdrawal) through PostgREST's door: released at once
 * far enough ahead (the opportunity reopened, the admins and the earlier bidders told), a
 * request the admin approves or refuses later on (the partner told), nobody else's to
 * withdraw, and the reliability figures recomputed from it.
 */

const pool = ownerPool(4);
const { admin, partner, rival, stranger, client } = usersBeforeAll(pool, {
  admin: { label: "withdraw-admin", role: "admin" },
  partner: { label: "withdraw-partner" },
  rival: { label: "withdraw-rival" },
  stranger: { label: "withdraw-stranger" },
  client: { label: "withdraw-client", role: "client" },
});
afterAll(() => pool.end());

const DAY = 86_400_000;

/** An opportunity `days` ahead bid on by the partner and the rival, the partner's bid accepted. */
async function awardedTour(days: number) {
  const opportunity = await createOpportunity(pool, { date: new Date(Date.now() + days * DAY) });
  const bid = await createBid(pool, opportunity, partner.id);
  const rivalBid = await createBid(pool, opportunity, rival.id);
  const tour = await actAs(pool, admin.caller, async (c) => {
    const { rows } = await c.query("select id from public.accept_bid($1)", [bid]);
    return rows[0].id as string;
  });
  return { opportunity, bid, rivalBid, tour };
}

const withdraw = (caller: TestUser, tourId: string, reason = "Our van broke down.") =>
  actAs(pool, caller.caller, async (c) => {
    const { rows } = await c.query("select * from public.withdraw_from_tour($1, $2)", [
      tourId,
      reason,
    ]);
    return rows[0];
  });

const decide = (caller: TestUser, withdrawalId: string, approve: boolean, note?: string) =>
  actAs(pool, caller.caller, async (c) => {
    const { rows } = await c.query("select * from public.decide_tour_withdrawal($1, $2, $3)", [
      withdrawalId,
      approve,
      note ?? null,
    ]);
    return rows[0];
  });

async function notices(userId: string, type: string, tourOrOpportunity: string) {
  const { rows } = await pool.query(
    `select data from public.notifications
     where user_id = $1 and type = $2::public.notification_type
       and (data ->> 'tourId' = $3 or data ->> 'opportunityId' = $3)`,
    [userId, type, tourOrOpportunity],
  );
  return rows.map((row) => row.data);
}

async function stateOf(tourId: string) {
  const { rows } = await pool.query(
    `select t.status as tour, t.cancellation_reason, b.status as bid, o.status as opportunity,
            exists (select 1 from public.opportunity_assignments a
                    where a.opportunity_id = o.id and a.partner_id = t.partner_id) as assigned
     from public.tours t join public.opportunities o on o.id = t.opportunity_id
     left join public.bids b on b.id = t.bid_id where t.id = $1`,
    [tourId],
  );
  return rows[0];
}

async function reliability(partnerId: string) {
  return actAs(pool, admin.caller, async (c) => {
    const { rows } = await c.query(
      `select tours_completed, withdrawn_late, no_shows, weight::float8 as weight
       from private.partner_reliability(array[$1]::uuid[])`,
      [partnerId],
    );
    return rows[0];
  });
}

describe("withdrawing far enough ahead (30 days, the notice being 7)", () => {
  test("releases the tour at once: cancelled, the bid withdrawn, the opportunity open, the admins and the earlier bidders told", async () => {
    const { opportunity, tour } = await awardedTour(30);
    const withdrawal = await withdraw(partner, tour, "  Harvest came early.  ");
    expect(withdrawal).toMatchObject({
      status: "released",
      late: false,
      reason: "Harvest came early.",
    });
    expect(await stateOf(tour)).toEqual({
      tour: "cancelled",
      cancellation_reason: "Withdrawn by the partner: Harvest came early.",
      bid: "withdrawn",
      opportunity: "open",
      assigned: false,
    });
    expect(await notices(admin.id, "tour_withdrawn", tour)).toEqual([
      expect.objectContaining({ opportunityId: opportunity, reason: "Harvest came early." }),
    ]);
    expect(await notices(rival.id, "opportunity_reopened", opportunity)).toHaveLength(1);
    expect(await notices(partner.id, "opportunity_reopened", opportunity)).toHaveLength(0);
    // Open again: the rival bids anew, and an early release is not counted against anyone.
    await createBid(pool, opportunity, rival.id, { amount: 330 });
    expect(await reliability(partner.id)).toMatchObject({ withdrawn_late: 0 });
  });
});

describe("who may withdraw", () => {
  test("another partner, a client and an admin find no such tour (P0002); nobody writes the table directly", async () => {
    const { tour } = await awardedTour(30);
    for (const caller of [rival, stranger, client, admin]) {
      expect(await sqlState(withdraw(caller, tour))).toBe("P0002");
    }
    expect(await sqlState(withdraw(partner, tour, "   "))).toBe("TP352");
    expect(
      await sqlState(
        tryAs(pool, partner.caller, (c) =>
          c.query(
            "insert into public.tour_withdrawals (tour_id, partner_id, reason, late, status) values ($1, $2, 'x', false, 'released')",
            [tour, partner.id],
          ),
        ),
      ),
    ).toBe("42501");
    expect((await stateOf(tour)).tour).toBe("scheduled");
  });
});

describe("withdrawing late (3 days ahead)", () => {
  test("is a request: refused, the tour stays; asked again and approved, it is released; the partner told each time", async () => {
    const before = await reliability(partner.id);
    const { opportunity, tour } = await awardedTour(3);
    const request = await withdraw(partner, tour);
    expect(request).toMatchObject({ status: "pending", late: true });
    expect((await stateOf(tour)).tour).toBe("scheduled");
    expect(await notices(admin.id, "tour_withdrawal_requested", tour)).toHaveLength(1);
    expect(await sqlState(withdraw(partner, tour))).toBe("TP351");
    expect(await sqlState(decide(partner, request.id, true))).toBe("42501");

    const refused = await decide(admin, request.id, false, "We have no one else that day.");
    expect(refused).toMatchObject({ status: "refused", decided_by: admin.id });
    expect(await stateOf(tour)).toMatchObject({ tour: "scheduled", bid: "accepted" });
    expect(await notices(partner.id, "tour_withdrawal_refused", tour)).toEqual([
      expect.objectContaining({ note: "We have no one else that day." }),
    ]);
    expect(await sqlState(decide(admin, request.id, true))).toBe("TP353");

    const again = await withdraw(partner, tour, "A family emergency.");
    await decide(admin, again.id, true);
    expect(await stateOf(tour)).toMatchObject({ tour: "cancelled", opportunity: "open" });
    expect(await notices(partner.id, "tour_withdrawal_approved", tour)).toHaveLength(1);
    expect(await notices(rival.id, "opportunity_reopened", opportunity)).toHaveLength(1);
    expect(await sqlState(withdraw(partner, tour))).toBe("TP350");

    // The approved late withdrawal counts; the refused one does not.
    const after = await reliability(partner.id);
    expect(after.withdrawn_late).toBe(before.withdrawn_late + 1);
  });

  test("the notice period is the admin's setting: at 2 days, 3 days ahead is released at once", async () => {
    await pool.query(
      `insert into public.admin_settings (key, value) values ('tours.withdrawal_notice_days', '2')
       on conflict (key) do update set value = excluded.value`,
    );
    try {
      const { tour } = await awardedTour(3);
      expect(await withdraw(partner, tour)).toMatchObject({ status: "released", late: false });
    } finally {
      await pool.query(
        "delete from public.admin_settings where key = 'tours.withdrawal_notice_days'",
      );
    }
    expect(
      await sqlState(
        pool.query(
          "insert into public.admin_settings (key, value) values ('tours.withdrawal_notice_days', '-1')",
        ),
      ),
    ).toBe("23514");
  });
});

describe("reliability over the last 12 months", () => {
  test("tours completed, withdrawn late and no-shows are counted and weighed", async () => {
    expect(await reliability(stranger.id)).toEqual({
      tours_completed: 0,
      withdrawn_late: 0,
      no_shows: 0,
      weight: 0,
    });
    await completedTour(pool, admin, stranger.id, 300);
    await completedTour(pool, admin, stranger.id, 300);
    // A tour cancelled after its start without a withdrawal: the partner did not turn up.
    const opportunity = await createOpportunity(pool, { date: new Date(Date.now() + 2 * DAY) });
    const bid = await createBid(pool, opportunity, stranger.id);
    const tour = await actAs(pool, admin.caller, async (c) => {
      const { rows } = await c.query("select id from public.accept_bid($1)", [bid]);
      return rows[0].id as string;
    });
    await startTour(pool, tour);
    await actAs(pool, admin.caller, (c) =>
      c.query("select public.cancel_tour($1, 'The partner did not turn up.')", [tour]),
    );
    expect(await reliability(stranger.id)).toEqual({
      tours_completed: 2,
      withdrawn_late: 0,
      no_shows: 1,
      weight: -0.67,
    });
  });
});

describe("auto-assign weighs reliability", () => {
  test("a nearer partner who withdrew late loses the one place to a reliable partner a little farther", async () => {
    const place = "Klamath Falls, OR";
    const { rows } = await pool.query("select * from private.geocode($1)", [place]);
    const origin = rows[0];
    const farm = async (label: string, milesNorth: number) => {
      const user = await createUser(pool, { label });
      await pool.query(
        `update public.users set business_name = $2, business_type = 'Outdoor Farm',
           expertise = array['Cannabis cultivation'], availability = '{}', max_group_size = 20,
           min_hourly_rate = 10, latitude = $3, longitude = $4
         where id = $1`,
        [user.id, `${label} farm`, origin.latitude + milesNorth / 69.09, origin.longitude],
      );
      return user;
    };
    const unreliable = await farm("auto-unreliable", 0.5);
    const reliable = await farm("auto-reliable", 5);

    // One late withdrawal, approved: the unreliable partner's whole record.
    const opportunity = await createOpportunity(pool, { date: new Date(Date.now() + 3 * DAY) });
    const bid = await createBid(pool, opportunity, unreliable.id);
    const tour = await actAs(pool, admin.caller, async (c) => {
      const { rows } = await c.query("select id from public.accept_bid($1)", [bid]);
      return rows[0].id as string;
    });
    const request = await withdraw(unreliable, tour);
    await decide(admin, request.id, true);
    expect(await reliability(unreliable.id)).toMatchObject({ withdrawn_late: 1, weight: -2 });

    const autoTour = await actAs(pool, admin.caller, async (c) => {
      const { rows } = await c.query(
        `insert into public.opportunities
           (title, location, tour_type, date, base_rate, group_size, duration, max_bids, auto_assign,
            preferred_expertise)
         values ('Auto tour', $1, 'farm', $2, 300, 8, 3, 1, true, array['Cannabis cultivation'])
         returning id`,
        [place, new Date(Date.now() + 20 * DAY)],
      );
      return rows[0].id as string;
    });
    const assigned = await pool.query(
      "select partner_id from public.opportunity_assignments where opportunity_id = $1",
      [autoTour],
    );
    expect(assigned.rows.map((row) => row.partner_id)).toEqual([reliable.id]);
  });
});

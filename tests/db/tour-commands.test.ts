import { afterAll, describe, expect, test } from "vitest";
import { actAs, ownerPool, sqlState, tryAs } from "../support/db-callers.ts";
import {
  adminAndPartnersBeforeAll,
  createBid,
  createOpportunity,
  startTour,
} from "../support/db-fixtures.ts";
import { addGuest, tourForGuests } from "../support/guest-fixtures.ts";

/**
 * Completing and cancelling a tour are commands (complete_tour(), cancel_tour()): one function
 * each does the state, the payable line, the totals, the notice and the opportunity's end. A
 * direct write of a tour, the Data API's door, cannot do half of that.
 */

const pool = ownerPool(4);
const { admin, partner } = adminAndPartnersBeforeAll(pool, "tour-cmd", "partner");
afterAll(() => pool.end());

async function scheduledTour() {
  const opportunity = await createOpportunity(pool);
  const bid = await createBid(pool, opportunity, partner.id, { amount: 210 });
  const tour = await actAs(pool, admin.caller, async (c) => {
    const { rows } = await c.query("select id from public.accept_bid($1)", [bid]);
    return rows[0].id as string;
  });
  return { opportunity, tour };
}

async function facts(opportunity: string, tour: string) {
  const { rows } = await pool.query(
    `select t.status as tour, o.status as opportunity,
            (select count(*)::int from public.payable_lines l where l.tour_id = t.id) as lines,
            (select count(*)::int from public.notifications n
             where n.user_id = t.partner_id and n.data ->> 'tourId' = t.id::text
               and n.type in ('tour_completed', 'tour_cancelled')) as notices
     from public.tours t join public.opportunities o on o.id = t.opportunity_id
     where t.id = $1 and o.id = $2`,
    [tour, opportunity],
  );
  return rows[0];
}

describe("the tour commands are the only door", () => {
  test.each([
    [
      "complete",
      "update public.tours set status = 'completed', actual_revenue = 210 where id = $1",
    ],
    [
      "cancel",
      "update public.tours set status = 'cancelled', cancellation_reason = 'Rain' where id = $1",
    ],
    ["rate", "update public.tours set rating = 1 where id = $1"],
  ])(
    "an admin's direct write to %s a tour is refused (42501) and changes nothing",
    async (_, sql) => {
      const { opportunity, tour } = await scheduledTour();
      await startTour(pool, tour);
      expect(await sqlState(tryAs(pool, admin.caller, (c) => c.query(sql, [tour])))).toBe("42501");
      expect(await facts(opportunity, tour)).toEqual({
        tour: "scheduled",
        opportunity: "awarded",
        lines: 0,
        notices: 0,
      });
    },
  );

  test("a partner cannot complete or cancel even their own tour (42501)", async () => {
    const { opportunity, tour } = await scheduledTour();
    await startTour(pool, tour);
    for (const sql of [
      "select public.complete_tour($1, 210)",
      "select public.cancel_tour($1, 'Mine')",
    ]) {
      expect(await sqlState(tryAs(pool, partner.caller, (c) => c.query(sql, [tour])))).toBe(
        "42501",
      );
    }
    expect((await facts(opportunity, tour)).tour).toBe("scheduled");
  });

  test("an unknown tour is P0002", async () => {
    const unknown = "00000000-0000-4000-8000-000000000042";
    for (const sql of ["select public.complete_tour($1, 1)", "select public.cancel_tour($1)"]) {
      expect(await sqlState(tryAs(pool, admin.caller, (c) => c.query(sql, [unknown])))).toBe(
        "P0002",
      );
    }
  });

  test("completing does it all at once: line, notice, the opportunity completed", async () => {
    const { opportunity, tour } = await scheduledTour();
    await startTour(pool, tour);
    await actAs(pool, admin.caller, (c) =>
      c.query("select public.complete_tour($1, 250, 5, confirm_no_check_ins => true)", [tour]),
    );
    expect(await facts(opportunity, tour)).toEqual({
      tour: "completed",
      opportunity: "completed",
      lines: 1,
      notices: 1,
    });
  });

  test("cancelling does it all at once: notice, the opportunity cancelled", async () => {
    const { opportunity, tour } = await scheduledTour();
    await actAs(pool, admin.caller, (c) =>
      c.query("select public.cancel_tour($1, 'Rain')", [tour]),
    );
    expect(await facts(opportunity, tour)).toEqual({
      tour: "cancelled",
      opportunity: "cancelled",
      lines: 0,
      notices: 1,
    });
  });
});

describe("completing a tour on which no guest was checked in asks for a confirmation", () => {
  // Committed when it succeeds, as the admin's dialog would.
  const complete = (tour: string, confirm?: boolean) =>
    actAs(pool, admin.caller, (c) =>
      confirm === undefined
        ? c.query("select public.complete_tour($1, 300)", [tour])
        : c.query("select public.complete_tour($1, 300, confirm_no_check_ins => $2)", [
            tour,
            confirm,
          ]),
    );
  const tourWithList = async (names: string[]) => {
    // Two hours ahead: the partner's check-in window is open.
    const { tour } = await tourForGuests(pool, admin, partner, {
      startsAt: new Date(Date.now() + 2 * 3_600_000),
    });
    const guests = [];
    for (const name of names) {
      guests.push(await addGuest(pool, tour, { name, dateOfBirth: "1990-04-02" }));
    }
    return { tour, guests };
  };

  test("a tour without a guest list: refused (TP206) and nothing changes, then completed when confirmed", async () => {
    const { opportunity, tour } = await scheduledTour();
    await startTour(pool, tour);
    const refused = await complete(tour).catch((error) => error);
    expect(refused.code).toBe("TP206");
    expect(refused.message).toBe(
      "no guest was checked in on this tour: confirm that to complete it anyway",
    );
    expect(await sqlState(complete(tour, false))).toBe("TP206");
    expect(await facts(opportunity, tour)).toEqual({
      tour: "scheduled",
      opportunity: "awarded",
      lines: 0,
      notices: 0,
    });
    await complete(tour, true);
    expect(await facts(opportunity, tour)).toMatchObject({ tour: "completed", lines: 1 });
    // A correction of the completed tour asks nothing again.
    await complete(tour);
  });

  test("a list on which nobody was checked in (a no-show): refused (TP206), completed when confirmed", async () => {
    const { tour, guests } = await tourWithList(["Ada No-show", "Ben Absent"]);
    await actAs(pool, partner.caller, (c) =>
      c.query("select public.mark_guest_no_show($1)", [guests[0]]),
    );
    await startTour(pool, tour);
    expect(await sqlState(complete(tour))).toBe("TP206");
    await complete(tour, true);
    const { rows } = await pool.query(
      "select listed, checked_in, no_shows from public.tour_attendance where tour_id = $1",
      [tour],
    );
    expect(rows).toEqual([{ listed: 2, checked_in: 0, no_shows: 1 }]);
  });

  test("one guest checked in: completed without a confirmation", async () => {
    const { tour, guests } = await tourWithList(["Cy Present", "Di Late"]);
    await actAs(pool, partner.caller, (c) =>
      c.query("select public.check_in_guest($1, 'passport')", [guests[0]]),
    );
    await startTour(pool, tour);
    await complete(tour);
    const { rows } = await pool.query("select status from public.tours where id = $1", [tour]);
    expect(rows).toEqual([{ status: "completed" }]);
  });
});

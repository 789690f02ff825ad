import { afterAll, describe, expect, test } from "vitest";
import { actAs, ownerPool, sqlState, tryAs } from "../support/db-callers.ts";
import {
  adminAndPartnersBeforeAll,
  CANCEL_OPPORTUNITY,
  createBid,
  createOpportunity,
  MOVE_OPPORTUNITY,
  startTour,
  type TestUser,
} from "../support/db-fixtures.ts";
import { withWords } from "../support/notification-words.ts";

/**
 * A tour's clock (the zone stored from its place), the rules of its life (never created or moved
 * into the past, TP605; never completed before it starts, TP204), what a move keeps, and who is
 * told of a change, a cancellation and a completion.
 */

const pool = ownerPool(4);

const { admin, winner, bidder, quitter, assigned } = adminAndPartnersBeforeAll(
  pool,
  "clock",
  "winner",
  "bidder",
  "quitter",
  "assigned",
);

afterAll(() => pool.end());

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000);

function asAdmin(sql: string, params: unknown[]) {
  return actAs(pool, admin.caller, (c) => c.query(sql, params));
}

async function row(id: string) {
  const { rows } = await pool.query(
    `select time_zone, date, previous_date, previous_location, moved_at, local_weekday
     from public.opportunities where id = $1`,
    [id],
  );
  return rows[0];
}

async function notices(user: TestUser, opportunityId: string) {
  const { rows } = await pool.query(
    `select type, data from public.notifications
     where user_id = $1 and data ->> 'opportunityId' = $2 order by created_at, type`,
    [user.id, opportunityId],
  );
  return withWords(rows as Array<{ type: string; data: Record<string, string> }>);
}

async function accept(bidId: string) {
  return actAs(pool, admin.caller, async (c) => {
    const { rows } = await c.query("select id from public.accept_bid($1)", [bidId]);
    return rows[0].id as string;
  });
}

describe("the tour's clock", () => {
  test("the zone is stored from the location's state, by name or by ZIP code, and follows it", async () => {
    const cases = [
      ["Healdsburg, CA", "America/Los_Angeles"],
      ["1200 Ridge Road, Healdsburg, California 95448", "America/Los_Angeles"],
      ["44 Main Street, 11201", "America/New_York"],
      ["Denver, Colorado", "America/Denver"],
      ["Somewhere without a state", "UTC"],
    ] as const;
    for (const [location, zone] of cases) {
      const id = await createOpportunity(pool, { location });
      expect((await row(id)).time_zone, location).toBe(zone);
    }
    const id = await createOpportunity(pool, { location: "Healdsburg, CA" });
    await asAdmin(MOVE_OPPORTUNITY, [id, null, "Brooklyn, NY", null]);
    const moved = await row(id);
    expect(moved.time_zone).toBe("America/New_York");
    // Every reader's JSON names it.
    const { rows } = await pool.query(
      "select public.opportunities_json(array[$1]::uuid[]) as page",
      [id],
    );
    expect(rows[0].page[0].timeZone).toBe("America/New_York");
  });

  test("no client writes the zone or what a move kept; the owner's value is put right", async () => {
    const id = await createOpportunity(pool);
    for (const column of ["time_zone", "previous_date", "previous_location", "moved_at"]) {
      const value = column === "time_zone" || column === "previous_location" ? "'UTC'" : "now()";
      const denied = await sqlState(
        tryAs(pool, admin.caller, (c) =>
          c.query(`update public.opportunities set ${column} = ${value} where id = $1`, [id]),
        ),
      );
      expect(denied, column).toBe("42501");
    }
    await pool.query("update public.opportunities set time_zone = 'Europe/Paris' where id = $1", [
      id,
    ]);
    expect((await row(id)).time_zone).toBe("America/Los_Angeles");
  });

  test("times read on the tour's clock with the abbreviation of that day, and its weekday too", async () => {
    const { rows } = await pool.query(
      `select private.tour_time_text('2026-11-30T18:00:00Z', 'America/Los_Angeles') as winter,
              private.tour_time_text('2026-07-01T17:00:00Z', 'America/Los_Angeles') as summer,
              private.tour_time_text('2026-11-30T18:00:00Z', 'America/New_York') as east,
              current_setting('timezone') as session_zone`,
    );
    expect(rows[0]).toMatchObject({
      winter: "Nov 30, 2026, 10:00 AM PST",
      summer: "Jul 1, 2026, 10:00 AM PDT",
      east: "Nov 30, 2026, 1:00 PM EST",
    });
    // The session's own zone is left as it was.
    expect(rows[0].session_zone).not.toBe("America/New_York");
    // 04:00 UTC on a Tuesday is still Monday evening in California.
    const id = await createOpportunity(pool, {
      location: "Healdsburg, CA",
      date: new Date("2030-01-08T04:00:00Z"),
    });
    expect((await row(id)).local_weekday).toBe("Monday");
  });
});

describe("never into the past (TP605)", () => {
  test("a client cannot create an opportunity, nor move one, into the past", async () => {
    const created = await tryAs(pool, admin.caller, (c) =>
      c.query(
        "insert into public.opportunities (title, location, date, base_rate) values ('Yesterday', 'Healdsburg, CA', $1, 100)",
        [inDays(-1)],
      ),
    ).catch((error) => error);
    expect(created).toMatchObject({ code: "TP605", column: "date" });
    expect(created.message).toBe("the tour must start in the future");

    const id = await createOpportunity(pool);
    const past = new Date(Date.now() - 60_000);
    expect(
      await sqlState(
        tryAs(pool, admin.caller, (c) => c.query(MOVE_OPPORTUNITY, [id, past, null, null])),
      ),
    ).toBe("TP605");
    // Other edits of an opportunity whose day has come still go through.
    await pool.query(
      "update public.opportunities set date = now() - interval '1 hour' where id = $1",
      [id],
    );
    await asAdmin("update public.opportunities set title = 'Renamed after its day' where id = $1", [
      id,
    ]);
  });

  test("the product's own history may lie in the past (templates have no date at all)", async () => {
    const id = await createOpportunity(pool, { date: inDays(-3) });
    expect(id).toBeTruthy();
  });
});

describe("completing a tour (TP204)", () => {
  test("not before it starts, with the start on the tour's clock; then the partner is told", async () => {
    const opportunity = await createOpportunity(pool, {
      location: "Healdsburg, CA",
      date: new Date("2030-01-07T18:00:00Z"),
    });
    const tour = await accept(await createBid(pool, opportunity, winner.id, { amount: 345 }));
    const early = await tryAs(pool, admin.caller, (c) =>
      c.query("select public.complete_tour($1, 345, confirm_no_check_ins => true)", [tour]),
    ).catch((error) => error);
    expect(early.code).toBe("TP204");
    expect(early.message).toBe(
      "this tour starts on Jan 7, 2030, 10:00 AM PST and cannot be completed before then",
    );
    const { rows: lines } = await pool.query(
      "select 1 from public.payable_lines where tour_id = $1",
      [tour],
    );
    expect(lines).toEqual([]);

    await startTour(pool, tour);
    await asAdmin("select public.complete_tour($1, 400, confirm_no_check_ins => true)", [tour]);
    const completed = (await notices(winner, opportunity)).filter(
      (n) => n.type === "tour_completed",
    );
    expect(completed).toHaveLength(1);
    expect(completed[0]).toMatchObject({
      title: "Tour completed",
      data: { tourId: tour, amount: "345.00", timeZone: "America/Los_Angeles" },
    });
    expect(completed[0]?.message).toMatch(
      / is complete\. Agreed amount: \$345\.00, added to your earnings\.$/,
    );
  });

  test("a cancelled tour still cannot be completed (TP001 comes first)", async () => {
    const opportunity = await createOpportunity(pool);
    const tour = await accept(await createBid(pool, opportunity, winner.id));
    await asAdmin("select public.cancel_tour($1)", [tour]);
    expect(await sqlState(asAdmin("select public.complete_tour($1, 1)", [tour]))).toBe("TP001");
  });
});

describe("a change of date, time, place or base rate", () => {
  test("tells the open bidders, the assigned partners and the touring ones, once each; keeps what it replaced", async () => {
    const start = new Date("2030-03-04T18:00:00Z");
    const opportunity = await createOpportunity(pool, {
      location: "Healdsburg, CA",
      date: start,
      partners_needed: 2,
    });
    await pool.query(
      "insert into public.opportunity_assignments (opportunity_id, partner_id) values ($1, $2), ($1, $3)",
      [opportunity, assigned.id, bidder.id],
    );
    await accept(await createBid(pool, opportunity, winner.id));
    await createBid(pool, opportunity, bidder.id);
    const gone = await createBid(pool, opportunity, quitter.id);
    await pool.query("update public.bids set status = 'withdrawn' where id = $1", [gone]);

    const later = new Date("2030-03-05T19:30:00Z");
    await asAdmin(MOVE_OPPORTUNITY, [opportunity, later, "Sebastopol, CA", null]);
    const moved = await row(opportunity);
    expect(moved.previous_date).toEqual(start);
    expect(moved.previous_location).toBe("Healdsburg, CA");
    expect(moved.moved_at).not.toBeNull();

    for (const partner of [winner, bidder, assigned]) {
      const changed = (await notices(partner, opportunity)).filter(
        (n) => n.type === "opportunity_changed",
      );
      expect(changed).toHaveLength(1);
      expect(changed[0]).toMatchObject({
        title: "Tour details changed",
        data: { timeZone: "America/Los_Angeles", previousLocation: "Healdsburg, CA" },
      });
      expect(changed[0]?.message).toContain(
        "now starts Mar 5, 2030, 11:30 AM PST (was Mar 4, 2030, 10:00 AM PST); now meets at Sebastopol, CA (was Healdsburg, CA).",
      );
    }
    expect(await notices(quitter, opportunity)).toEqual([]);
  });

  test("a new base rate is announced to the open bidders; an edit that changes none of these tells no one", async () => {
    const opportunity = await createOpportunity(pool, { base_rate: 300 });
    await createBid(pool, opportunity, bidder.id);
    await asAdmin("update public.opportunities set description = 'Typo fixed' where id = $1", [
      opportunity,
    ]);
    expect(await notices(bidder, opportunity)).toEqual([]);
    await asAdmin(MOVE_OPPORTUNITY, [opportunity, null, null, 350]);
    expect(await notices(bidder, opportunity)).toMatchObject([
      {
        type: "opportunity_changed",
        title: "Base rate changed",
        data: { baseRate: "350.00", previousBaseRate: "300.00" },
      },
    ]);
    expect((await notices(bidder, opportunity))[0]?.message).toContain(
      "base rate is now $350.00 (was $300.00)",
    );
    // A new rate is not a move.
    expect((await row(opportunity)).moved_at).toBeNull();
  });
});

describe("a cancellation", () => {
  test("tells each open bidder and assigned partner once as a cancellation, the touring partner by the tour", async () => {
    const opportunity = await createOpportunity(pool, {
      location: "Healdsburg, CA",
      date: new Date("2030-04-01T17:00:00Z"),
      partners_needed: 2,
    });
    await pool.query(
      "insert into public.opportunity_assignments (opportunity_id, partner_id) values ($1, $2), ($1, $3)",
      [opportunity, assigned.id, bidder.id],
    );
    await accept(await createBid(pool, opportunity, winner.id));
    await createBid(pool, opportunity, bidder.id);

    await asAdmin(CANCEL_OPPORTUNITY, [opportunity, "Venue flooded"]);
    for (const partner of [bidder, assigned]) {
      const told = (await notices(partner, opportunity)).filter((n) => n.type !== "assignment");
      expect(told).toEqual([
        {
          type: "opportunity_cancelled",
          title: "Opportunity cancelled",
          message: expect.stringContaining(
            "on Apr 1, 2030, 10:00 AM PDT was cancelled by the organiser: Venue flooded",
          ),
          data: expect.objectContaining({ reason: "Venue flooded" }),
        },
      ]);
    }
    const touring = (await notices(winner, opportunity)).filter((n) => n.type === "tour_cancelled");
    expect(touring).toHaveLength(1);
    expect(touring[0]?.message).toContain("was cancelled by the organiser. Venue flooded");
  });
});

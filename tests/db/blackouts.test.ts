import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { actAs, ownerPool, sqlState, tryAs } from "../support/db-callers.ts";
import { createUser, type TestUser, usersBeforeAll } from "../support/db-fixtures.ts";

/**
 * Days a partner is closed (17_partner_blackouts), through PostgREST's door (the caller's role
 * and claims): who reads and writes them, their checks, and what they block on the tour's own
 * clock: matching and its reason, the partner's own lists, auto-assign and a bid that asks first.
 */

const pool = ownerPool(4);
const { admin, other, client } = usersBeforeAll(pool, {
  admin: { label: "blackout-admin", role: "admin" },
  other: { label: "blackout-other" },
  client: { label: "blackout-client", role: "client" },
});
let partner: TestUser;

afterAll(() => pool.end());

const ZONE = "America/Los_Angeles";
const PLACE = "Bend, OR";

/** The 7th of the month 40 days ahead: the last blocked day of "3–7". */
const lastDay = new Date(Date.now() + 40 * 86_400_000);
lastDay.setUTCDate(7);
const day = (offset: number) => {
  const date = new Date(lastDay);
  date.setUTCDate(date.getUTCDate() + offset);
  return date.toISOString().slice(0, 10);
};
const month = lastDay.toLocaleString("en-US", { month: "short", timeZone: "UTC" });
const REASON = `Away ${month} 3–7: Harvest`;

/** `time` on `date` on the Pacific clock, as an instant. */
async function pacific(date: string, time: string): Promise<Date> {
  const { rows } = await pool.query("select (($1::date + $2::time) at time zone $3) as at", [
    date,
    time,
    ZONE,
  ]);
  return rows[0].at;
}

/** A farm tour in Bend on the Pacific clock. */
async function tourAt(at: Date, autoAssign = false): Promise<string> {
  return actAs(pool, admin.caller, async (c) => {
    const { rows } = await c.query(
      `insert into public.opportunities
         (title, location, tour_type, date, base_rate, group_size, duration, max_bids, auto_assign,
          preferred_expertise)
       values ('Blackout tour', $1, 'farm', $2, 300, 8, 3, 100, $3, array['Cannabis cultivation'])
       returning id`,
      [PLACE, at, autoAssign],
    );
    return rows[0].id as string;
  });
}

let lastNight: string;
let nextMorning: string;

beforeAll(async () => {
  partner = await createUser(pool, { label: "blackout-partner" });
  const { rows } = await pool.query("select * from private.geocode($1)", [PLACE]);
  await pool.query(
    `update public.users set business_name = 'Bend Farm', business_type = 'Outdoor Farm',
       expertise = array['Cannabis cultivation'], availability = '{}', max_group_size = 20,
       min_hourly_rate = 10, travel_radius = null
     where id = $1`,
    [partner.id],
  );
  // A hundred yards from the tour's door: nobody is nearer.
  await pool.query("update public.users set latitude = $2, longitude = $3 where id = $1", [
    partner.id,
    rows[0].latitude + 0.001,
    rows[0].longitude,
  ]);
  await actAs(pool, partner.caller, (c) =>
    c.query(
      "insert into public.partner_blackouts (starts_on, ends_on, note) values ($1, $2, 'Harvest')",
      [day(-4), day(0)],
    ),
  );
  lastNight = await tourAt(await pacific(day(0), "23:30"));
  nextMorning = await tourAt(await pacific(day(1), "00:30"));
});

describe("who reaches a partner's days away", () => {
  test("the partner reads their own, an admin reads them, another partner and a client see none", async () => {
    const count = (caller: TestUser) =>
      tryAs(pool, caller.caller, async (c) => {
        const { rows } = await c.query(
          "select count(*)::int as n from public.partner_blackouts where partner_id = $1",
          [partner.id],
        );
        return rows[0].n;
      });
    expect(await count(partner)).toBe(1);
    expect(await count(admin)).toBe(1);
    expect(await count(other)).toBe(0);
    expect(await count(client)).toBe(0);
  });

  test("no one writes another's: not for them, not theirs changed or removed; an admin neither", async () => {
    for (const caller of [other, admin, client]) {
      expect(
        await sqlState(
          tryAs(pool, caller.caller, (c) =>
            c.query(
              "insert into public.partner_blackouts (partner_id, starts_on, ends_on) values ($1, $2, $2)",
              [partner.id, day(10)],
            ),
          ),
        ),
      ).toBe("42501");
      const touched = await tryAs(pool, caller.caller, async (c) => {
        const updated = await c.query(
          "update public.partner_blackouts set note = 'Mine' where partner_id = $1",
          [partner.id],
        );
        const deleted = await c.query(
          "delete from public.partner_blackouts where partner_id = $1",
          [partner.id],
        );
        return (updated.rowCount ?? 0) + (deleted.rowCount ?? 0);
      });
      expect(touched).toBe(0);
    }
  });

  test("the checks: the last day not before the first, a year at most, a note of 80 characters", async () => {
    const add = (startsOn: string, endsOn: string, note = "") =>
      sqlState(
        tryAs(pool, partner.caller, (c) =>
          c.query(
            "insert into public.partner_blackouts (starts_on, ends_on, note) values ($1, $2, $3)",
            [startsOn, endsOn, note],
          ),
        ),
      );
    expect(await add(day(5), day(4))).toBe("23514");
    expect(await add(day(5), day(5 + 366))).toBe("23514");
    expect(await add(day(5), day(5), "x".repeat(81))).toBe("23514");
    await tryAs(pool, partner.caller, (c) =>
      c.query(
        "insert into public.partner_blackouts (starts_on, ends_on, note) values ($1, $1, $2)",
        [day(5), "x".repeat(80)],
      ),
    );
  });
});

describe("a tour on the tour's clock: 11:30 PM Pacific on the last day is blocked, 12:30 AM the next is not", () => {
  test("matching excludes the partner that night and names why; the next morning they match", async () => {
    const fits = await actAs(pool, admin.caller, async (c) => {
      const { rows } = await c.query(
        `select f.opportunity_id, f.exclusions, f.score::float8 as score, f.reasons
         from private.fits(array[$1]::uuid[], array[$2, $3]::uuid[]) f`,
        [partner.id, lastNight, nextMorning],
      );
      return new Map(rows.map((row) => [row.opportunity_id as string, row]));
    });
    expect(fits.get(lastNight)).toMatchObject({ exclusions: [REASON], score: 0 });
    expect(fits.get(lastNight)?.reasons).toContain(REASON);
    expect(fits.get(nextMorning)).toMatchObject({ exclusions: [] });
    expect(fits.get(nextMorning)?.score).toBeGreaterThan(0);
  });

  test("the admin's best-matching partners leave them out that night only", async () => {
    const matched = (id: string) =>
      actAs(pool, admin.caller, async (c) => {
        const { rows } = await c.query(
          "select partner_id from private.opportunity_matches($1, 1000)",
          [id],
        );
        return rows.map((row) => row.partner_id);
      });
    expect(await matched(lastNight)).not.toContain(partner.id);
    expect(await matched(nextMorning)).toContain(partner.id);
  });

  // The partner's own matches are fits_rows() over the soonest open tours (caller_matches), so
  // the test above holds for them; which tours are soonest depends on every other test's data.
  test("the partner's list says why on that night only", async () => {
    const rows = await actAs(pool, partner.caller, async (c) => {
      const j = await c.query("select public.opportunities_json($1::uuid[]) as rows", [
        [lastNight, nextMorning],
      ]);
      return j.rows[0].rows;
    });
    expect(rows.map((row: { away: string | null }) => row.away)).toEqual([REASON, null]);
  });

  test("auto-assign passes them over that night and picks them the next morning", async () => {
    const assigned = async (id: string) => {
      const { rows } = await pool.query(
        "select partner_id from public.opportunity_assignments where opportunity_id = $1",
        [id],
      );
      return rows.map((row) => row.partner_id);
    };
    const night = await tourAt(await pacific(day(0), "23:30"), true);
    const morning = await tourAt(await pacific(day(1), "00:30"), true);
    expect(await assigned(night)).not.toContain(partner.id);
    expect(await assigned(morning)).toContain(partner.id);
  });

  test("a bid that night asks first (TP108, with the reason); confirmed it is taken; the next morning needs nothing", async () => {
    const bid = (id: string, confirmed: boolean) =>
      tryAs(pool, partner.caller, (c) =>
        c.query(
          `insert into public.bids (opportunity_id, user_id, amount, away_confirmed)
           values ($1, $2, 300, $3) returning id`,
          [id, partner.id, confirmed],
        ),
      );
    const refused = await bid(lastNight, false).catch((error) => error);
    expect(refused.code).toBe("TP108");
    expect(refused.message).toBe(
      `This tour falls on a day you marked away (${REASON}). Confirm to bid anyway.`,
    );
    expect((await bid(lastNight, true)).rowCount).toBe(1);
    expect((await bid(nextMorning, false)).rowCount).toBe(1);
  });
});

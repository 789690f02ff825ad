import { afterAll, describe, expect, test } from "vitest";
import {
  BUSINESS_TOUR_TYPES,
  BUSINESS_TYPES,
} from "../../supabase/functions/_shared/portable/contracts/enums.ts";
import { actAs, ownerPool, sqlState, tryAs } from "../support/db-callers.ts";
import {
  createOpportunity,
  createStatelessLicenceTour,
  createUser,
  MOVE_OPPORTUNITY,
  usersBeforeAll,
} from "../support/db-fixtures.ts";

/**
 * Matching in the database: business types to tour types, geocoding, the fit of a partner for
 * a tour on fixed coordinates (distance, weekday, capacity, rate) and auto-assign.
 */

const pool = ownerPool(4);

const { admin } = usersBeforeAll(pool, {
  admin: { label: "matching-admin", role: "admin" },
});

afterAll(() => pool.end());

/** Miles per degree of latitude on the sphere private.distance_miles uses. */
const MILES_PER_DEGREE = (2 * Math.PI * 3958.8) / 360;

/** The next Wednesday at least two days ahead, 18:00 UTC (midday in the Central zone). */
function nextWednesday(): Date {
  const date = new Date(Date.now() + 2 * 86_400_000);
  date.setUTCHours(18, 0, 0, 0);
  while (date.getUTCDay() !== 3) date.setUTCDate(date.getUTCDate() + 1);
  return date;
}

async function placeOf(location: string): Promise<{ latitude: number; longitude: number }> {
  const { rows } = await pool.query("select * from private.geocode($1)", [location]);
  return rows[0];
}

interface PartnerValues {
  milesNorth: number;
  businessType?: string;
  availability?: string[];
  maxGroupSize?: number;
  minHourlyRate?: number;
  travelRadius?: number | null;
}

/** A complete partner profile at a fixed distance north of `origin`. */
async function partnerNear(
  origin: { latitude: number; longitude: number },
  label: string,
  values: PartnerValues,
) {
  const partner = await createUser(pool, { label });
  await pool.query(
    `update public.users set business_name = $2, business_type = $3,
       expertise = array['Cannabis cultivation'], availability = $4, max_group_size = $5,
       min_hourly_rate = $6, travel_radius = $7
     where id = $1`,
    [
      partner.id,
      `${label} business`,
      values.businessType ?? "Outdoor Farm",
      values.availability ?? ["Wednesday", "Saturday"],
      values.maxGroupSize ?? 20,
      values.minHourlyRate ?? 50,
      values.travelRadius ?? null,
    ],
  );
  // Coordinates are server-owned: the owner places the partner exactly.
  await pool.query("update public.users set latitude = $2, longitude = $3 where id = $1", [
    partner.id,
    origin.latitude + values.milesNorth / MILES_PER_DEGREE,
    origin.longitude,
  ]);
  return partner;
}

/**
 * A licence for the partner: pending when recorded, then reviewed by the owner and its expiry
 * moved to `days` from today in its state.
 */
async function licence(partnerId: string, state: string, status: string, days: number) {
  const { rows } = await pool.query(
    `insert into public.partner_licences
       (partner_id, state, licence_type, licence_number, expires_on, scan_path)
     values ($1::uuid, $2, 'cultivation', $3, current_date + 90, $1::uuid::text || '/l.pdf')
     returning id`,
    [partnerId, state, `L-${partnerId.slice(0, 8)}-${state}`],
  );
  await pool.query(
    `update public.partner_licences set status = $2::public.licence_status where id = $1`,
    [rows[0].id, status],
  );
  await pool.query(
    "update public.partner_licences set expires_on = private.state_date(state, now()) + $2::int where id = $1",
    [rows[0].id, days],
  );
}

describe("business types", () => {
  test("the database's mapping to tour types is the contract's, for every business type", async () => {
    const { rows } = await pool.query<{ type: string; tours: string }>(
      `select t as type, private.business_tour_types(t)::text as tours
       from unnest($1::text[]) t`,
      [[...BUSINESS_TYPES]],
    );
    const parse = (tours: string) => tours.replace(/[{}]/g, "").split(",").filter(Boolean);
    expect(Object.fromEntries(rows.map((row) => [row.type, parse(row.tours)]))).toEqual(
      BUSINESS_TOUR_TYPES,
    );
  });

  test("a profile takes only the eight sign-up types", async () => {
    const partner = await createUser(pool, { label: "types" });
    const set = (type: string) =>
      pool.query("update public.users set business_type = $2 where id = $1", [partner.id, type]);
    for (const type of BUSINESS_TYPES) await set(type);
    expect(await sqlState(set("farm"))).toBe("23514");
  });
});

describe("geocoding", () => {
  test("a typed location gets the coordinates of its ZIP code or its city", async () => {
    const byZip = await placeOf("1200 Ridge Road, Healdsburg, CA 95448");
    expect(byZip.latitude).toBeCloseTo(38.62, 1);
    expect(byZip.longitude).toBeCloseTo(-122.86, 1);
    const byCity = await placeOf("Denver, Colorado");
    expect(byCity.latitude).toBeCloseTo(39.7, 0);
    expect(byCity.longitude).toBeCloseTo(-105, 0);
    expect(await placeOf("Somewhere over the rainbow")).toEqual({
      latitude: null,
      longitude: null,
    });
  });

  test("a partner's own write sets the coordinates, clears them for an unknown place, and never writes them", async () => {
    const partner = await createUser(pool, { label: "geocoded" });
    const coordinates = async () =>
      (await pool.query("select latitude, longitude from public.users where id = $1", [partner.id]))
        .rows[0];
    const write = (sql: string) =>
      actAs(pool, partner.caller, (c) =>
        c.query(`update public.users set ${sql} where id = $1`, [partner.id]),
      );

    await write("location = 'Santa Cruz, CA'");
    expect((await coordinates()).latitude).toBeCloseTo(36.97, 0);
    await write("location = 'Nowhere at all', business_location = 'Neither here'");
    expect(await coordinates()).toEqual({ latitude: null, longitude: null });
    expect(
      await sqlState(
        tryAs(pool, partner.caller, (c) =>
          c.query("update public.users set latitude = 1 where id = $1", [partner.id]),
        ),
      ),
    ).toBe("42501");
  });

  test("an opportunity's location is geocoded on insert and on change", async () => {
    const id = await createOpportunity(pool, { location: "Oakland, CA" });
    const read = async () =>
      (await pool.query("select latitude from public.opportunities where id = $1", [id])).rows[0]
        .latitude;
    expect(await read()).toBeCloseTo(37.8, 0);
    await pool.query("update public.opportunities set location = 'Fresno, CA' where id = $1", [id]);
    expect(await read()).toBeCloseTo(36.7, 0);
  });
});

describe("what matching reads of a tour, stored with it", () => {
  const facts = async (id: string) =>
    (
      await pool.query(
        `select local_weekday as weekday, licence_state as "licenceState",
                expertise_keyword_groups as keywords
         from public.opportunities where id = $1`,
        [id],
      )
    ).rows[0];

  test("its weekday, licence state and expertise keywords follow the row, whoever writes it", async () => {
    // Wednesday 18:00 UTC is Wednesday in Fargo; 03:00 UTC on Thursday is still Wednesday
    // evening in California.
    const wednesday = nextWednesday();
    const id = await createOpportunity(pool, {
      location: "Fargo, ND",
      date: wednesday,
      requirements: ["Cannabis license required"],
      preferred_expertise: ["Sustainable practices", "Indoor cultivation"],
    });
    expect(await facts(id)).toEqual({
      weekday: "Wednesday",
      licenceState: "ND",
      keywords: ["practi sustai", "cultiv indoor"],
    });

    const lateThursdayUtc = new Date(wednesday.getTime() + 9 * 3_600_000);
    // An edit, then its move (the date and place are move_opportunity()'s), as the API does.
    await actAs(pool, admin.caller, async (c) => {
      await c.query(
        `update public.opportunities
         set requirements = '{}', preferred_expertise = array['Extraction/processing']
         where id = $1`,
        [id],
      );
      await c.query(MOVE_OPPORTUNITY, [id, lateThursdayUtc, "Oakland, CA", null]);
    });
    expect(await facts(id)).toEqual({
      weekday: "Wednesday",
      licenceState: "",
      keywords: ["extrac proces"],
    });

    // A location that names no state (refused today, TP604, but an older row may have one):
    // the UTC weekday, and a licence no one can hold.
    const stateless = await createStatelessLicenceTour(pool, { date: lateThursdayUtc });
    expect(await facts(stateless)).toMatchObject({ weekday: "Thursday", licenceState: null });

    // No client writes them (no privilege), and an owner's write is put right by the trigger.
    expect(
      await sqlState(
        tryAs(pool, admin.caller, (c) =>
          c.query("update public.opportunities set local_weekday = 'Monday' where id = $1", [id]),
        ),
      ),
    ).toBe("42501");
    await pool.query(
      "update public.opportunities set local_weekday = 'Monday', licence_state = 'CA' where id = $1",
      [stateless],
    );
    expect(await facts(stateless)).toMatchObject({ weekday: "Thursday", licenceState: null });
  });
});

describe("the fit of a partner for a tour (Fargo, ND, Wednesday, 8 guests, $300 for 3 h)", () => {
  const tour = { location: "Fargo, ND", group_size: 8, base_rate: 300, duration: 3 };

  /**
   * The fit as fits() judges it, checked against the same judgement without reasons (what
   * caller_matches asks for): the same exclusions, score and distance, and no reasons.
   */
  async function fitOf(opportunityId: string, partnerId: string) {
    const judge = async (withReasons: boolean) => {
      const { rows } = await pool.query(
        `select f.exclusions, f.score::float8 as score, f.distance_miles::float8 as distance,
                f.reasons
         from private.fits(array[$1]::uuid[], array[$2]::uuid[], $3) f`,
        [partnerId, opportunityId, withReasons],
      );
      return rows[0];
    };
    const fit = await judge(true);
    expect(await judge(false)).toEqual({ ...fit, reasons: [] });
    return fit;
  }

  test("a partner 5 mi away beats one 20 mi away; one 80 mi away is outside the radius", async () => {
    const origin = await placeOf(tour.location);
    const id = await createOpportunity(pool, {
      ...tour,
      tour_type: "farm",
      date: nextWednesday(),
      location_radius: 50,
      preferred_expertise: ["Indoor cultivation"],
    });
    const near = await partnerNear(origin, "near", { milesNorth: 5 });
    const middle = await partnerNear(origin, "middle", { milesNorth: 20 });
    const far = await partnerNear(origin, "far", { milesNorth: 80, travelRadius: 100 });

    expect(await fitOf(id, near.id)).toEqual({
      exclusions: [],
      // 2 (type) + 1 (cultivation) + 2 × (1 - 5/50) for nearness.
      score: 4.8,
      distance: 5,
      reasons: ["5 mi away", "Outdoor Farm", "Indoor cultivation"],
    });
    expect(await fitOf(id, far.id)).toMatchObject({
      exclusions: ["outside travel radius"],
      score: 0,
      distance: 80,
    });

    const matches = await actAs(pool, admin.caller, async (c) => {
      const { rows } = await c.query(
        "select partner_id from private.opportunity_matches($1, 1000)",
        [id],
      );
      return rows.map((row) => row.partner_id);
    });
    expect(matches).toContain(near.id);
    expect(matches.indexOf(near.id)).toBeLessThan(matches.indexOf(middle.id));
    expect(matches).not.toContain(far.id);
  });

  test("the reviews' rating weighs in (up to 1 at 5 stars, none at 3 or below) and is named", async () => {
    const origin = await placeOf(tour.location);
    const id = await createOpportunity(pool, {
      ...tour,
      tour_type: "farm",
      date: nextWednesday(),
      location_radius: 50,
      preferred_expertise: ["Indoor cultivation"],
    });
    const loved = await partnerNear(origin, "loved", { milesNorth: 5 });
    const middling = await partnerNear(origin, "middling", { milesNorth: 5 });
    const unrated = await partnerNear(origin, "unrated", { milesNorth: 5 });
    // As refresh_partner_rating leaves them (tests/db/reviews.test.ts shows it does).
    await pool.query("update public.users set rating = 4.8, review_count = 23 where id = $1", [
      loved.id,
    ]);
    await pool.query("update public.users set rating = 3, review_count = 1 where id = $1", [
      middling.id,
    ]);

    // 4.8 as above, + (4.8 - 3) / 2 for the rating.
    expect(await fitOf(id, loved.id)).toEqual({
      exclusions: [],
      score: 5.7,
      distance: 5,
      reasons: ["5 mi away", "Outdoor Farm", "Indoor cultivation", "4.8 ★ from 23 reviews"],
    });
    expect(await fitOf(id, middling.id)).toMatchObject({
      score: 4.8,
      reasons: ["5 mi away", "Outdoor Farm", "Indoor cultivation", "3.0 ★ from 1 review"],
    });
    expect(await fitOf(id, unrated.id)).toMatchObject({
      score: 4.8,
      reasons: ["5 mi away", "Outdoor Farm", "Indoor cultivation"],
    });
    const matches = await actAs(pool, admin.caller, async (c) => {
      const { rows } = await c.query(
        "select partner_id from private.opportunity_matches($1, 1000)",
        [id],
      );
      return rows.map((row) => row.partner_id);
    });
    expect(matches.indexOf(loved.id)).toBeLessThan(matches.indexOf(middling.id));
    expect(matches.indexOf(loved.id)).toBeLessThan(matches.indexOf(unrated.id));
    // Unrated again: the later tests judge every partner of the database, these among them.
    await pool.query(
      "update public.users set rating = null, review_count = 0 where id = any ($1::uuid[])",
      [[loved.id, middling.id]],
    );
  });

  test("only the preferred expertise that shares a keyword with the partner's counts", async () => {
    const origin = await placeOf(tour.location);
    const partner = await partnerNear(origin, "expertise", { milesNorth: 5 });
    const sharesSecond = await createOpportunity(pool, {
      ...tour,
      tour_type: "farm",
      date: nextWednesday(),
      location_radius: 50,
      preferred_expertise: ["Retail operations", "Indoor cultivation"],
    });
    const sharesNone = await createOpportunity(pool, {
      ...tour,
      tour_type: "farm",
      date: nextWednesday(),
      location_radius: 50,
      preferred_expertise: ["Retail operations", "Quality testing"],
    });

    // 2 (type) + 1 (cultivation) + 2 × (1 - 5/50); without a shared keyword, 1 less.
    expect(await fitOf(sharesSecond, partner.id)).toMatchObject({
      score: 4.8,
      reasons: ["5 mi away", "Outdoor Farm", "Indoor cultivation"],
    });
    expect(await fitOf(sharesNone, partner.id)).toMatchObject({
      score: 3.8,
      reasons: ["5 mi away", "Outdoor Farm"],
    });
  });

  test("the partner's own travel radius, availability, capacity and minimum rate exclude", async () => {
    const origin = await placeOf(tour.location);
    const id = await createOpportunity(pool, {
      ...tour,
      tour_type: "farm",
      date: nextWednesday(),
    });
    const cases: [PartnerValues, string][] = [
      [{ milesNorth: 30, travelRadius: 25 }, "outside travel radius"],
      [{ milesNorth: 5, availability: ["Monday", "Tuesday"] }, "not available on Wednesday"],
      [{ milesNorth: 5, maxGroupSize: 6 }, "group too large"],
      // $120 an hour for 3 hours is $360, more than the $300 the tour pays.
      [{ milesNorth: 5, minHourlyRate: 120 }, "below minimum rate"],
    ];
    for (const [values, exclusion] of cases) {
      const partner = await partnerNear(origin, "excluded", values);
      expect(await fitOf(id, partner.id)).toMatchObject({ exclusions: [exclusion], score: 0 });
    }
    // An admin's assignment outweighs an exclusion; the admin is shown it among the reasons.
    const assigned = await partnerNear(origin, "assigned-anyway", {
      milesNorth: 5,
      availability: ["Monday"],
    });
    await pool.query(
      "insert into public.opportunity_assignments (opportunity_id, partner_id) values ($1, $2)",
      [id, assigned.id],
    );
    expect(await fitOf(id, assigned.id)).toEqual({
      exclusions: ["not available on Wednesday"],
      // 4 (assigned) + 2 (type) + 2 × (1 - 5/50).
      score: 7.8,
      distance: 5,
      reasons: ["5 mi away", "assigned", "Outdoor Farm", "not available on Wednesday"],
    });
    // $100 an hour for 3 hours is exactly the base rate: not excluded.
    const exact = await partnerNear(origin, "exact-rate", { milesNorth: 5, minHourlyRate: 100 });
    expect(await fitOf(id, exact.id)).toMatchObject({ exclusions: [] });
  });

  test("a licence-required tour excludes a partner without a current licence for its state", async () => {
    const origin = await placeOf(tour.location);
    const id = await createOpportunity(pool, {
      ...tour,
      tour_type: "farm",
      date: nextWednesday(),
      requirements: ["Cannabis license required"],
    });
    const unlicensed = await partnerNear(origin, "unlicensed", { milesNorth: 5 });
    const otherState = await partnerNear(origin, "licensed-elsewhere", { milesNorth: 5 });
    await licence(otherState.id, "CA", "approved", 90);
    const expired = await partnerNear(origin, "licence-expired", { milesNorth: 5 });
    await licence(expired.id, "ND", "approved", -1);
    const pending = await partnerNear(origin, "licence-pending", { milesNorth: 5 });
    await licence(pending.id, "ND", "pending", 90);
    const licensed = await partnerNear(origin, "licensed", { milesNorth: 5 });
    await licence(licensed.id, "ND", "approved", 90);

    for (const partner of [unlicensed, otherState, expired, pending]) {
      expect(await fitOf(id, partner.id)).toMatchObject({
        exclusions: ["no current ND cannabis licence"],
        score: 0,
      });
    }
    expect(await fitOf(id, licensed.id)).toMatchObject({ exclusions: [] });
    expect((await fitOf(id, licensed.id)).score).toBeGreaterThan(0);

    // Judged together, as an admin's suggestions judge every partner: each by their own licences.
    const everyone = [unlicensed, otherState, expired, pending, licensed];
    const { rows } = await pool.query(
      `select f.partner_id as id, f.exclusions from private.fits($1::uuid[], array[$2]::uuid[]) f`,
      [everyone.map((p) => p.id), id],
    );
    expect(Object.fromEntries(rows.map((r) => [r.id, r.exclusions]))).toEqual(
      Object.fromEntries(
        everyone.map((p) => [p.id, p === licensed ? [] : ["no current ND cannabis licence"]]),
      ),
    );
  });

  test("a licence-required tour whose location names no state excludes everyone, as bidding does", async () => {
    const origin = await placeOf(tour.location);
    const id = await createStatelessLicenceTour(pool, {
      ...tour,
      tour_type: "farm",
      date: nextWednesday(),
    });
    const partner = await partnerNear(origin, "licensed-nowhere", { milesNorth: 5 });
    // Approved in a state; the tour names none, so no licence can be the one it takes.
    await licence(partner.id, "ND", "approved", 90);
    // A farm tour for a farm partner: relevant, so only the licence keeps it from matching.
    expect(await fitOf(id, partner.id)).toEqual({
      exclusions: ["no current cannabis licence"],
      score: 0,
      distance: null,
      reasons: ["Outdoor Farm", "no current cannabis licence"],
    });
  });

  test("a business that hosts another tour type matches on expertise alone, or not at all", async () => {
    const origin = await placeOf(tour.location);
    const id = await createOpportunity(pool, {
      ...tour,
      tour_type: "dispensary",
      date: nextWednesday(),
    });
    const farm = await partnerNear(origin, "farm-for-dispensary", { milesNorth: 5 });
    expect(await fitOf(id, farm.id)).toMatchObject({ exclusions: [], score: 0 });
    const shop = await partnerNear(origin, "dispensary", {
      milesNorth: 5,
      businessType: "Dispensary",
    });
    expect((await fitOf(id, shop.id)).score).toBeCloseTo(3.8);
  });
});

describe("auto-assign (Bismarck, ND)", () => {
  async function assigned(opportunityId: string) {
    const { rows } = await pool.query(
      "select partner_id from public.opportunity_assignments where opportunity_id = $1 order by partner_id",
      [opportunityId],
    );
    return rows.map((row) => row.partner_id as string);
  }

  async function assignmentNotices(opportunityId: string) {
    const { rows } = await pool.query(
      `select user_id from public.notifications
       where type = 'assignment' and data ->> 'opportunityId' = $1 order by user_id`,
      [opportunityId],
    );
    return rows.map((row) => row.user_id as string);
  }

  test("creating a tour with auto-assign assigns and notifies the best matches hosting its type, up to max bids", async () => {
    const origin = await placeOf("Bismarck, ND");
    const best = await partnerNear(origin, "auto-best", { milesNorth: 3 });
    const second = await partnerNear(origin, "auto-second", { milesNorth: 12 });
    const third = await partnerNear(origin, "auto-third", { milesNorth: 30 });
    const otherType = await partnerNear(origin, "auto-other-type", {
      milesNorth: 1,
      businessType: "Professional Service",
    });
    const unavailable = await partnerNear(origin, "auto-unavailable", {
      milesNorth: 1,
      availability: ["Sunday"],
    });

    const create = (maxBids: number, autoAssign: boolean) =>
      actAs(pool, admin.caller, async (c) => {
        const { rows } = await c.query(
          `insert into public.opportunities
             (title, location, tour_type, date, base_rate, group_size, duration, max_bids,
              auto_assign, preferred_expertise)
           values ('Auto tour', 'Bismarck, ND', 'farm', $1, 300, 8, 3, $2, $3,
                   array['Cannabis cultivation'])
           returning id`,
          [nextWednesday(), maxBids, autoAssign],
        );
        return rows[0].id as string;
      });

    const two = await create(2, true);
    const expected = [best.id, second.id].sort();
    expect(await assigned(two)).toEqual(expected);
    expect(await assignmentNotices(two)).toEqual(expected);

    // Without max bids in the way, five at most: the three farms (no other type, no one excluded).
    const many = await create(100, true);
    expect(await assigned(many)).toEqual([best.id, second.id, third.id].sort());
    expect(await assigned(many)).not.toContain(otherType.id);
    expect(await assigned(many)).not.toContain(unavailable.id);

    // Off at creation: nobody; switched on later: the best ones, notified.
    const later = await create(1, false);
    expect(await assigned(later)).toEqual([]);
    await actAs(pool, admin.caller, (c) =>
      c.query("update public.opportunities set auto_assign = true where id = $1", [later]),
    );
    expect(await assigned(later)).toEqual([best.id]);
    expect(await assignmentNotices(later)).toEqual([best.id]);
  });
});

describe("a partner's matches (private.caller_matches)", () => {
  test("a page that full tours leave short fills from the next best tours, in rank order", async () => {
    const partner = await createUser(pool, { label: "page-filler" });
    const rival = await createUser(pool, { label: "page-rival" });
    // A profile without a business type matches only its assignments (relevance 4), by date.
    const [first, second, third] = await Promise.all(
      [1, 2, 3].map((days) =>
        createOpportunity(pool, { date: new Date(Date.now() + days * 86_400_000), max_bids: 1 }),
      ),
    );
    for (const id of [first, second, third])
      await pool.query(
        "insert into public.opportunity_assignments (opportunity_id, partner_id) values ($1, $2)",
        [id, partner.id],
      );
    const matches = (size: number) =>
      actAs(pool, partner.caller, async (c) => {
        const { rows } = await c.query("select opportunity_id from private.caller_matches($1)", [
          size,
        ]);
        return rows.map((row) => row.opportunity_id as string);
      });
    expect(await matches(1)).toEqual([first]);

    const bids = [];
    for (const id of [first, second]) {
      const { rows } = await pool.query(
        "insert into public.bids (opportunity_id, user_id, amount) values ($1, $2, 100) returning id",
        [id, rival.id],
      );
      bids.push(rows[0].id as string);
    }
    // A page of one asks about the first tour, then the second, then finds the third.
    expect(await matches(1)).toEqual([third]);
    expect(await matches(3)).toEqual([third]);

    await pool.query("update public.bids set status = 'withdrawn' where id = $1", [bids[1]]);
    expect(await matches(1)).toEqual([second]);
    expect(await matches(2)).toEqual([second, third]);
  });
});

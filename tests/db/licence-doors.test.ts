import { afterAll, describe, expect, test } from "vitest";
import { actAs, ownerPool, sqlState, tryAs } from "../support/db-callers.ts";
import {
  createBid,
  createLicence,
  createOpportunity,
  insertRow,
  MOVE_OPPORTUNITY,
  type TestUser,
  usersBeforeAll,
} from "../support/db-fixtures.ts";

/**
 * The licence rule holds at every door a partner comes to a tour by, not only at bidding:
 * accepting a bid, assigning a partner (by hand or automatically) and editing the tour's
 * requirement or place. A bid placed while the rule was met is judged again when accepted.
 */

const pool = ownerPool(4);
const REQUIRED = "Cannabis license required";

const { admin, rejected, expired, deleted, unlicensed, licensed } = usersBeforeAll(pool, {
  admin: { label: "doors-admin", role: "admin" },
  rejected: { label: "doors-rejected", metadata: { first_name: "Rejected", last_name: "Farms" } },
  expired: { label: "doors-expired", metadata: { first_name: "Expired", last_name: "Farms" } },
  deleted: { label: "doors-deleted", metadata: { first_name: "Deleted", last_name: "Farms" } },
  unlicensed: {
    label: "doors-unlicensed",
    metadata: { first_name: "Unlicensed", last_name: "Farms" },
  },
  licensed: { label: "doors-licensed", metadata: { first_name: "Licensed", last_name: "Farms" } },
});

afterAll(() => pool.end());

const licensedTour = (location = "Healdsburg, CA") =>
  createOpportunity(pool, { location, requirements: [REQUIRED] });

function accept(bidId: string) {
  return actAs(pool, admin.caller, (c) => c.query("select id from public.accept_bid($1)", [bidId]));
}

function assign(opportunityId: string, partner: TestUser) {
  return actAs(pool, admin.caller, (c) =>
    c.query("select public.assign_partners($1, array[$2]::uuid[], keep_others => true)", [
      opportunityId,
      partner.id,
    ]),
  );
}

async function shortfall(partner: TestUser, opportunityId: string) {
  const { rows } = await pool.query<{ reason: string | null }>(
    `select private.licence_shortfall($1, o.requirements, o.location) as reason
     from public.opportunities o where o.id = $2`,
    [partner.id, opportunityId],
  );
  return rows[0]?.reason;
}

/** A partner with an approved CA licence bids on a licensed tour; returns the tour and bid. */
async function bidWhileLicensed(partner: TestUser) {
  const licence = await createLicence(pool, partner, { status: "approved" });
  const tour = await licensedTour();
  const bid = await createBid(pool, tour, partner.id);
  return { licence, tour, bid };
}

describe("accepting a bid judges the licence rule again (TP107)", () => {
  test("a licence rejected after the bid", async () => {
    const { licence, bid, tour } = await bidWhileLicensed(rejected);
    await actAs(pool, admin.caller, (c) =>
      c.query(
        "update public.partner_licences set status = 'rejected', rejection_reason = 'Suspended by the state' where id = $1",
        [licence],
      ),
    );
    const error = await accept(bid).catch((e) => e);
    expect(error).toMatchObject({
      code: "TP107",
      message:
        "this tour requires an approved, unexpired CA cannabis licence: the partner's licence was rejected (Suspended by the state)",
    });
    expect(await shortfall(rejected, tour)).toBe(error.message);
    const { rows } = await pool.query("select status from public.bids where id = $1", [bid]);
    expect(rows[0].status).toBe("pending");
  });

  test("a licence expired after the bid", async () => {
    const { licence, bid } = await bidWhileLicensed(expired);
    await pool.query(
      "update public.partner_licences set expires_on = private.state_date(state, now()) - 1 where id = $1",
      [licence],
    );
    const error = await accept(bid).catch((e) => e);
    expect(error.code).toBe("TP107");
    expect(error.message).toMatch(
      /^this tour requires an approved, unexpired CA cannabis licence: the partner's licence expired on [A-Z][a-z]+ \d{1,2}, \d{4}$/,
    );
  });

  test("a licence deleted after the bid", async () => {
    const { licence, bid } = await bidWhileLicensed(deleted);
    await actAs(pool, deleted.caller, (c) =>
      c.query("delete from public.partner_licences where id = $1", [licence]),
    );
    const error = await accept(bid).catch((e) => e);
    expect(error).toMatchObject({
      code: "TP107",
      message:
        "this tour requires an approved, unexpired CA cannabis licence, and the partner holds no CA licence",
    });
  });

  test("a requirement added after the bid", async () => {
    const tour = await createOpportunity(pool, { location: "Healdsburg, CA" });
    const bid = await createBid(pool, tour, unlicensed.id);
    await actAs(pool, admin.caller, (c) =>
      c.query("update public.opportunities set requirements = $2 where id = $1", [
        tour,
        [REQUIRED],
      ]),
    );
    expect(await sqlState(accept(bid))).toBe("TP107");
    expect(await shortfall(unlicensed, tour)).toMatch(/the partner holds no CA licence$/);
  });

  test("a partner who still meets the rule is accepted", async () => {
    const { bid } = await bidWhileLicensed(licensed);
    const { rows } = await accept(bid);
    expect(rows).toHaveLength(1);
  });
});

describe("assigning a partner meets the licence rule (TP107)", () => {
  test("an admin cannot assign a partner without a current licence for the tour's state", async () => {
    const tour = await licensedTour();
    const error = await assign(tour, unlicensed).catch((e) => e);
    expect(error).toMatchObject({
      code: "TP107",
      message:
        "this tour requires an approved, unexpired CA cannabis licence, and the partner holds no CA licence",
    });
    const { rows } = await pool.query(
      "select 1 from public.notifications where user_id = $1 and data ->> 'opportunityId' = $2",
      [unlicensed.id, tour],
    );
    expect(rows).toEqual([]);
  });

  test("a licensed partner is assigned; sending the list again after their licence lapsed keeps them", async () => {
    const partner = licensed;
    const tour = await licensedTour("Sacramento, CA");
    await assign(tour, partner);
    await pool.query(
      "update public.partner_licences set expires_on = private.state_date(state, now()) - 1 where partner_id = $1",
      [partner.id],
    );
    await assign(tour, partner);
    const { rows } = await pool.query(
      "select 1 from public.opportunity_assignments where opportunity_id = $1 and partner_id = $2",
      [tour, partner.id],
    );
    expect(rows).toHaveLength(1);
    await pool.query(
      "update public.partner_licences set expires_on = private.state_date(state, now()) + 300 where partner_id = $1",
      [partner.id],
    );
  });

  test("auto-assign writes through the same door: a forced unlicensed pick is refused", async () => {
    // Auto-assign never picks an unlicensed partner (the matching excludes them); its inserts
    // meet the same trigger, whoever runs them.
    const tour = await licensedTour();
    expect(
      await sqlState(
        insertRow(pool, "opportunity_assignments", {
          opportunity_id: tour,
          partner_id: unlicensed.id,
        }),
      ),
    ).toBe("TP107");
  });
});

describe("editing a tour's requirement or place keeps its partners licensed (TP107)", () => {
  const edit = (tour: string, set: string, params: unknown[]) =>
    tryAs(pool, admin.caller, (c) =>
      c.query(`update public.opportunities set ${set} where id = $1`, [tour, ...params]),
    );
  const move = (tour: string, location: string) =>
    tryAs(pool, admin.caller, (c) => c.query(MOVE_OPPORTUNITY, [tour, null, location, null]));

  test("adding the requirement while an unlicensed partner is assigned is refused, naming them", async () => {
    const tour = await createOpportunity(pool, { location: "Healdsburg, CA" });
    await assign(tour, unlicensed);
    const error = await edit(tour, "requirements = $2", [[REQUIRED]]).catch((e) => e);
    expect(error.code).toBe("TP107");
    expect(error.message).toContain("Unlicensed Farms (assigned)");
  });

  test("moving a licensed tour to another state while its scheduled partner holds no licence there is refused", async () => {
    const partner = licensed;
    const tour = await licensedTour("Napa, CA");
    const bid = await createBid(pool, tour, partner.id);
    await accept(bid);
    const error = await move(tour, "Denver, CO").catch((e) => e);
    expect(error.code).toBe("TP107");
    expect(error.message).toContain("CO cannabis licence");
    expect(error.message).toContain("Licensed Farms (scheduled tour)");
    // Within the same state the move is fine.
    await move(tour, "Oakland, CA");
  });

  test("adding the requirement with only pending bids is allowed; the bid then cannot be accepted", async () => {
    const tour = await createOpportunity(pool, { location: "Healdsburg, CA" });
    const bid = await createBid(pool, tour, unlicensed.id);
    await actAs(pool, admin.caller, (c) =>
      c.query("update public.opportunities set requirements = $2 where id = $1", [
        tour,
        [REQUIRED],
      ]),
    );
    expect(await sqlState(accept(bid))).toBe("TP107");
  });
});

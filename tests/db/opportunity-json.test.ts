import { afterAll, describe, expect, test } from "vitest";
import { actAs, ownerPool } from "../support/db-callers.ts";
import { adminAndPartnersBeforeAll, createBid, createOpportunity } from "../support/db-fixtures.ts";

/**
 * A tour as the opportunity lists show it (public.opportunities_json): the keys every reader
 * sees, then the reader's own.
 */

const pool = ownerPool(3);

const { admin, partner } = adminAndPartnersBeforeAll(pool, "json", "partner");

afterAll(() => pool.end());

/** The keys of every tour, in the order the API has always sent them. */
const KEYS = [
  "id",
  "title",
  "description",
  "location",
  "tourType",
  "date",
  "timeZone",
  "duration",
  "groupSize",
  "baseRate",
  "priority",
  "requirements",
  "status",
  "partnersNeeded",
  "responseDeadline",
  "maxBids",
  "autoAssign",
  "customRequirements",
  "specialRequests",
  "accessibility",
  "ageRestrictions",
  "groupType",
  "transportationNeeded",
  "mealPreferences",
  "budgetRange",
  "experienceLevel",
  "preferredExpertise",
  "locationRadius",
  "createdAt",
  "updatedAt",
  "assignedPartners",
  "myBid",
  "licenceRequirement",
  "maxBidsReached",
  "away",
  "meetingPlace",
];

/** The tours as the partner's page shows them, parsed. */
async function shown(ids: string[]): Promise<Record<string, unknown>[]> {
  return actAs(pool, partner.caller, async (c) => {
    const { rows } = await c.query("select public.opportunities_json($1::uuid[])::text as page", [
      ids,
    ]);
    return JSON.parse(rows[0].page);
  });
}

describe("the JSON of a tour", () => {
  test("every key in its order, the values from the row, the reader's own keys last", async () => {
    const id = await createOpportunity(pool, {
      title: 'A "quoted" tour',
      location: "Denver, CO",
      date: new Date("2031-05-06T17:30:00.125Z"),
      base_rate: "1234.50",
      requirements: ["Insurance coverage"],
      custom_requirements: { parking: "lot B" },
      max_bids: 1,
    });
    const bid = await createBid(pool, id, partner.id, { amount: "410.25" });
    const licensed = await createOpportunity(pool, {
      location: "Denver, CO",
      requirements: ["Cannabis license required"],
    });

    const [tour, second] = await shown([id, licensed]);
    expect(Object.keys(tour ?? {})).toEqual(KEYS);
    expect(tour).toMatchObject({
      id,
      title: 'A "quoted" tour',
      location: "Denver, CO",
      date: "2031-05-06T17:30:00.125Z",
      baseRate: "1234.50",
      status: "open",
      requirements: ["Insurance coverage"],
      customRequirements: { parking: "lot B" },
      responseDeadline: null,
      assignedPartners: [],
      myBid: { id: bid, amount: "410.25", status: "pending" },
      licenceRequirement: null,
      maxBidsReached: true,
      // Not awarded to this reader: the town only.
      meetingPlace: null,
    });
    expect(second).toMatchObject({
      id: licensed,
      myBid: null,
      licenceRequirement: { state: "CO", held: false, pending: false },
      maxBidsReached: false,
    });
  });

  test("a page shows every write, updatedAt included", async () => {
    const id = await createOpportunity(pool, { title: "Before" });
    const before = (await shown([id]))[0];

    await actAs(pool, admin.caller, (c) =>
      c.query(
        "update public.opportunities set title = 'After', priority = 'high', group_size = 12 where id = $1",
        [id],
      ),
    );
    const { rows } = await pool.query(
      `select to_char(updated_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "updatedAt"
       from public.opportunities where id = $1`,
      [id],
    );
    const after = (await shown([id]))[0];
    expect(after).toMatchObject({
      title: "After",
      priority: "high",
      groupSize: 12,
      updatedAt: rows[0].updatedAt,
    });
    expect(after?.updatedAt).not.toBe(before?.updatedAt);
  });

  test("the audit log records what changed", async () => {
    const id = await createOpportunity(pool);
    await actAs(pool, admin.caller, (c) =>
      c.query("update public.opportunities set title = 'Renamed' where id = $1", [id]),
    );
    const { rows } = await pool.query(
      `select action, old_values, new_values from public.audit_logs
       where entity = 'opportunity' and entity_id = $1 order by created_at, id`,
      [id],
    );
    expect(rows.map((row) => row.action)).toEqual(["created", "updated"]);
    expect(rows[1]).toMatchObject({
      old_values: { title: expect.any(String) },
      new_values: { title: "Renamed" },
    });
  });
});

import { afterAll, describe, expect, test } from "vitest";
import { actAs, ownerPool, sqlState, tryAs } from "../support/db-callers.ts";
import { adminAndPartnersBeforeAll, createOpportunity } from "../support/db-fixtures.ts";

/**
 * What an admin does to an opportunity is a command: assign_partners() writes the assignment
 * rows and tells each new partner. A direct write, the Data API's door, could do the rows
 * without the notices, so clients hold no privilege to make it.
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

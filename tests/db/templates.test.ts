import { afterAll, describe, expect, test } from "vitest";
import { actAs, ownerPool, sqlState, tryAs } from "../support/db-callers.ts";
import { adminAndPartnersBeforeAll } from "../support/db-fixtures.ts";

/**
 * Opportunity templates are their own table: never an opportunity, so never open to bids,
 * assignable, listed to a partner or announced; admins list, use and delete them.
 */

const pool = ownerPool(2);

const { admin, partner } = adminAndPartnersBeforeAll(pool, "templates", "partner");

afterAll(() => pool.end());

const saveTemplate = (name: string) =>
  actAs(pool, admin.caller, async (c) => {
    const { rows } = await c.query(
      `insert into public.opportunity_templates (template_name, title, location, base_rate, requirements)
       values ($1, 'Farm walk', 'Napa, CA', 350, '{Insurance coverage}') returning id, created_by`,
      [name],
    );
    return rows[0] as { id: string; created_by: string };
  });

describe("templates", () => {
  test("the seed's template is a row of opportunity_templates", async () => {
    const { rows } = await pool.query(
      `select count(*)::int as templates from public.opportunity_templates
       where template_name = 'Standard farm tour'`,
    );
    expect(rows[0]).toEqual({ templates: 1 });
  });

  test("an admin saves a template (stamped, audited) and deletes it; a partner reads none", async () => {
    const template = await saveTemplate("Napa standard");
    expect(template.created_by).toBe(admin.id);
    const seen = await tryAs(pool, partner.caller, async (c) => {
      const { rows } = await c.query("select id from public.opportunity_templates");
      return rows;
    });
    expect(seen).toEqual([]);
    await actAs(pool, admin.caller, (c) =>
      c.query("delete from public.opportunity_templates where id = $1", [template.id]),
    );
    const { rows } = await pool.query(
      "select action from public.audit_logs where entity = 'opportunity_template' and entity_id = $1 order by id",
      [template.id],
    );
    expect(rows.map((r) => r.action)).toEqual(["created", "deleted"]);
  });

  test("a template cannot be assigned or bid on: it is no opportunity", async () => {
    const template = await saveTemplate("Not an opportunity");
    const assign = tryAs(pool, admin.caller, (c) =>
      c.query("select public.assign_partners($1, array[$2]::uuid[])", [template.id, partner.id]),
    );
    expect(await sqlState(assign)).toBe("P0002");
    const bid = tryAs(pool, partner.caller, (c) =>
      c.query("insert into public.bids (opportunity_id, user_id, amount) values ($1, $2, 300)", [
        template.id,
        partner.id,
      ]),
    );
    expect(await sqlState(bid)).toBe("23503");
  });
});

import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { ownerPool, sqlState, tryAs } from "../support/db-callers.ts";
import { createUser, type TestUser } from "../support/db-fixtures.ts";

/**
 * The platform keeps an active admin, and an admin cannot remove their own admin access, as
 * PostgREST would run it (role authenticated, the admin's claims) and as any script would:
 * the database decides, comparing ids as uuids.
 */

const pool = ownerPool(3);
let admin: TestUser;
let otherAdmin: TestUser;

beforeAll(async () => {
  admin = await createUser(pool, { label: "guard-admin", role: "admin" });
  otherAdmin = await createUser(pool, { label: "guard-other", role: "admin" });
});

afterAll(() => pool.end());

describe("an admin's own admin access", () => {
  test.each([
    ["demoting", "update public.users set role = 'partner' where id = $1::uuid"],
    ["deactivating", "update public.users set is_active = false where id = $1::uuid"],
    ["deleting", "delete from public.users where id = $1::uuid"],
  ])("%s oneself is refused (TP501), however the id is spelt", async (_, statement) => {
    for (const spelling of [admin.id, admin.id.toUpperCase()]) {
      const code = await sqlState(tryAs(pool, admin.caller, (c) => c.query(statement, [spelling])));
      expect(code).toBe("TP501");
    }
  });

  test("the claims' subject in upper case is the same admin", async () => {
    const shouting = {
      ...admin.caller,
      claims: { ...admin.caller.claims, sub: admin.id.toUpperCase() },
    };
    const code = await sqlState(
      tryAs(pool, shouting, (c) =>
        c.query("update public.users set role = 'partner' where id = $1", [admin.id]),
      ),
    );
    expect(code).toBe("TP501");
  });

  test("another admin may be demoted while active admins remain", async () => {
    const { rows } = await tryAs(pool, admin.caller, (c) =>
      c.query("update public.users set role = 'partner' where id = $1 returning role", [
        otherAdmin.id.toUpperCase(),
      ]),
    );
    expect(rows).toEqual([{ role: "partner" }]);
  });
});

describe("the last active admin", () => {
  test.each([
    ["demoted", "update public.users set role = 'partner' where id = $1"],
    ["deactivated", "update public.users set is_active = false where id = $1"],
    ["deleted", "delete from public.users where id = $1"],
    ["deleted with their sign-in account", "delete from auth.users where id = $1"],
  ])("cannot be %s (TP502), not even by the database owner", async (_, statement) => {
    const client = await pool.connect();
    try {
      await client.query("begin");
      // Every other admin steps down in this transaction (rolled back at the end).
      await client.query(
        "update public.users set is_active = false where role = 'admin' and is_active and id <> $1",
        [admin.id],
      );
      const code = await sqlState(client.query(statement, [admin.id]));
      expect(code).toBe("TP502");
    } finally {
      await client.query("rollback");
      client.release();
    }
  });

  test("removals of admins are served one after the other, so two cannot both pass the check", async () => {
    const [first, second] = [
      await createUser(pool, { label: "guard-first", role: "admin" }),
      await createUser(pool, { label: "guard-second", role: "admin" }),
    ];
    const holder = await pool.connect();
    const waiter = await pool.connect();
    try {
      await holder.query("begin");
      await holder.query("update public.users set is_active = false where id = $1", [first.id]);
      await waiter.query("begin");
      await waiter.query("set local lock_timeout = '300ms'");
      // The second removal waits for the first transaction's end before it counts the admins.
      const code = await sqlState(
        waiter.query("update public.users set is_active = false where id = $1", [second.id]),
      );
      expect(code).toBe("55P03"); // lock_not_available: it was waiting
    } finally {
      await waiter.query("rollback");
      await holder.query("rollback");
      waiter.release();
      holder.release();
    }
  });

  test("an inactive admin or a partner can go: they hold no admin access", async () => {
    const former = await createUser(pool, { label: "guard-former", role: "admin", active: false });
    const partner = await createUser(pool, { label: "guard-partner" });
    const { rowCount } = await pool.query("delete from public.users where id = any($1)", [
      [former.id, partner.id],
    ]);
    expect(rowCount).toBe(2);
  });
});

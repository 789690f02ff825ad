import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { afterAll, describe, expect, test } from "vitest";
import { ownerPool, sqlState, tryAs } from "../support/db-callers.ts";
import { createUser } from "../support/db-fixtures.ts";
import { testStack } from "../support/stack.ts";

/**
 * `npm run admin:create -- <email>`: the first admin of a new deployment, run against the test
 * stack as a person would, and the database function behind it, which no API key can reach.
 */

const pool = ownerPool(2);
afterAll(() => pool.end());

/** Runs the command with `args`; its exit code and what it printed. */
async function adminCreate(...args: string[]) {
  try {
    const { stdout, stderr } = await promisify(execFile)(
      "npm",
      ["run", "--silent", "admin:create", "--", ...args],
      { cwd: testStack.rootDir, env: { ...process.env, DATABASE_URL: "" } },
    );
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

async function profile(id: string) {
  const { rows } = await pool.query("select role, is_active from public.users where id = $1", [id]);
  return rows[0];
}

async function auditEntries(id: string) {
  const { rows } = await pool.query(
    `select user_id, action, old_values, new_values from public.audit_logs
     where entity = 'user' and entity_id = $1 order by id`,
    [id],
  );
  return rows;
}

describe("npm run admin:create", () => {
  test("makes a signed-up partner an active admin, audit-logged, and a second run changes nothing", async () => {
    const user = await createUser(pool, { label: "first-admin", active: false });
    const shouted = user.email.toUpperCase();
    const earlier = (await auditEntries(user.id)).length;

    const first = await adminCreate(shouted, "--db-url", testStack.dbUrl);
    expect(first).toMatchObject({
      code: 0,
      stdout: `${shouted} is now an admin. Sign in again to open the admin console.\n`,
    });
    expect(await profile(user.id)).toEqual({ role: "admin", is_active: true });
    const logged = await auditEntries(user.id);
    expect(logged.slice(earlier)).toEqual([
      {
        user_id: null,
        action: "updated",
        old_values: { role: "partner", is_active: false },
        new_values: { role: "admin", is_active: true },
      },
    ]);

    // The test profile under this LOCAL_STACK_INSTANCE is the same database.
    const again = await adminCreate(user.email, "--profile", "test");
    expect(again).toMatchObject({
      code: 0,
      stdout: `${user.email} is already an active admin; nothing changed.\n`,
    });
    expect(await auditEntries(user.id)).toEqual(logged);
  }, 60_000);

  test("refuses an e-mail no account holds, telling to sign up first", async () => {
    const email = `nobody-${Date.now()}@example.test`;
    const result = await adminCreate(email, "--db-url", testStack.dbUrl);
    expect(result.code).toBe(1);
    expect(result.stderr).toBe(
      `No account has the e-mail ${email}. Sign up with it in the app first, then run this again.\n`,
    );
    const { rows } = await pool.query(
      "select count(*)::int as n from public.users where email = $1",
      [email],
    );
    expect(rows[0].n).toBe(0);
  }, 60_000);

  test("without an e-mail it prints its usage", async () => {
    const result = await adminCreate("--db-url", testStack.dbUrl);
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(/^Usage: npm run admin:create -- <email>/);
  }, 60_000);
});

describe("private.promote_to_admin", () => {
  test.each(["anon", "authenticated", "service_role"])(
    "%s may not call it (42501)",
    async (role) => {
      const user = await createUser(pool, { label: `promote-${role}` });
      const client = await pool.connect();
      try {
        await client.query("begin");
        await client.query(`set local role ${role}`);
        const code = await sqlState(
          client.query("select private.promote_to_admin($1)", [user.email]),
        );
        expect(code).toBe("42501");
      } finally {
        await client.query("rollback");
        client.release();
      }
      expect(await profile(user.id)).toEqual({ role: "partner", is_active: true });
    },
  );

  test("a signed-in partner cannot promote themselves", async () => {
    const user = await createUser(pool, { label: "promote-self" });
    const code = await sqlState(
      tryAs(pool, user.caller, (c) => c.query("select private.promote_to_admin($1)", [user.email])),
    );
    expect(code).toBe("42501");
  });
});

import { randomUUID } from "node:crypto";
import { afterAll, describe, expect, test } from "vitest";
import {
  type Caller,
  ownerPool,
  signedIn,
  sqlState,
  superuserPool,
} from "../support/db-callers.ts";
import { usersBeforeAll } from "../support/db-fixtures.ts";

/**
 * The permission helpers every policy asks (private.is_active_user(), is_admin(),
 * is_admin_user()) and the session the caller's access token names: a live one passes, a
 * signed-out, ended or malformed one does not, and the check is one lookup by id however many
 * sessions exist.
 */

const pool = ownerPool(2);
// auth.sessions belongs to Auth; the platform superuser arranges it (and loads auto_explain).
const superuser = superuserPool();

const { partner, admin } = usersBeforeAll(pool, {
  partner: { label: "session-partner" },
  admin: { label: "session-admin", role: "admin" },
});

afterAll(async () => {
  await Promise.all([pool.end(), superuser.end()]);
});

async function newSession(userId: string, notAfter: Date | null = null): Promise<string> {
  const id = randomUUID();
  await superuser.query(
    `insert into auth.sessions (id, user_id, created_at, updated_at, aal, not_after)
     values ($1, $2, now(), now(), 'aal1', $3)`,
    [id, userId, notAfter],
  );
  return id;
}

function withSession(user: { id: string; email: string }, sessionId: string): Caller {
  const caller = signedIn(user);
  return { ...caller, claims: { ...caller.claims, session_id: sessionId } };
}

/**
 * The helpers' answers for the caller, as one row: is_active_user() and is_admin() as the
 * caller; is_admin_user() as the API's admin guard asks it, on its own connection's role (it is
 * no client's to call) with the caller's claims set.
 */
async function helpersFor(caller: Caller, userId: string) {
  const client = await pool.connect();
  try {
    await client.query("begin");
    await client.query("select set_config('request.jwt.claims', $1, true)", [
      JSON.stringify(caller.claims),
    ]);
    const guard = await client.query('select private.is_admin_user($1) as "adminUser"', [userId]);
    await client.query("select set_config('role', $1, true)", [caller.role]);
    const { rows } = await client.query(
      "select private.is_active_user() as active, private.is_admin() as admin",
    );
    return { ...rows[0], ...guard.rows[0] };
  } finally {
    await client.query("rollback");
    client.release();
  }
}

/** Each scan node on auth.sessions in an EXPLAIN text, with its condition lines. */
function sessionScans(plan: string): string[] {
  const lines = plan.split("\n");
  const scans: string[] = [];
  lines.forEach((line, i) => {
    if (!/Scan .*on sessions/.test(line)) return;
    const depth = line.search(/\S/);
    const conditions = [];
    for (const next of lines.slice(i + 1)) {
      if (next.search(/\S/) <= depth || /^\s*->/.test(next)) break;
      conditions.push(next.trim());
    }
    scans.push([line.trim(), ...conditions].join("\n"));
  });
  return scans;
}

describe("the caller's session in the permission helpers", () => {
  test("a live session passes; a signed-out, ended or malformed one does not", async () => {
    const live = await newSession(admin.id);
    expect(await helpersFor(withSession(admin, live), admin.id)).toEqual({
      active: true,
      admin: true,
      adminUser: true,
    });

    const ended = await newSession(admin.id, new Date(Date.now() - 60_000));
    const signedOut = randomUUID();
    for (const session of [ended, signedOut]) {
      expect(await helpersFor(withSession(admin, session), admin.id)).toEqual({
        active: false,
        admin: false,
        adminUser: false,
      });
    }
    expect(await sqlState(helpersFor(withSession(admin, "not-a-uuid"), admin.id))).toBe("22P02");

    const partnerSession = await newSession(partner.id);
    expect(await helpersFor(withSession(partner, partnerSession), partner.id)).toEqual({
      active: true,
      admin: false,
      adminUser: false,
    });
  });

  test("the claims are read once per check, never in the scan of auth.sessions", async () => {
    // An admin's: is_admin() looks the session up only for a user who is an active admin.
    const session = await newSession(admin.id);
    const caller = withSession(admin, session);

    const client = await superuser.connect();
    const plans: string[] = [];
    const onNotice = (notice: { message?: string }) => {
      if (notice.message?.includes("auth.sessions")) plans.push(notice.message);
    };
    client.on("notice", onNotice);
    try {
      await client.query("begin");
      await client.query("load 'auto_explain'");
      for (const setting of [
        "auto_explain.log_min_duration = 0",
        "auto_explain.log_nested_statements = on",
        "auto_explain.log_analyze = on",
        "client_min_messages = log",
      ]) {
        await client.query(`set local ${setting}`);
      }
      await client.query(
        "select set_config('role', $1, true), set_config('request.jwt.claims', $2, true)",
        [caller.role, JSON.stringify(caller.claims)],
      );
      const { rows } = await client.query(
        "select private.is_active_user() as active, private.is_admin() as admin",
      );
      expect(rows[0]).toEqual({ active: true, admin: true });
    } finally {
      await client.query("rollback");
      client.off("notice", onNotice);
      client.release();
    }

    // Every scan of auth.sessions, with its conditions. Claims read there were parsed again for
    // every row a sequential scan met (a plan kept from when the table was small).
    const scans = plans.flatMap((plan) => sessionScans(plan));
    expect(scans.length).toBeGreaterThanOrEqual(2);
    for (const scan of scans) expect(scan).not.toMatch(/current_setting/);
  });
});

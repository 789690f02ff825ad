import { afterAll, describe, expect, test } from "vitest";
import { actAs, ownerPool, sqlState, tryAs } from "../support/db-callers.ts";
import {
  createBid,
  createOpportunity,
  createUser,
  insertRow,
  usersBeforeAll,
} from "../support/db-fixtures.ts";

/** The profile: created and kept in step by Auth's rows, guarded columns, deletion. */

const pool = ownerPool(4);

const { admin } = usersBeforeAll(pool, {
  admin: { label: "users-admin", role: "admin" },
});

afterAll(() => pool.end());

async function profileOf(id: string) {
  const { rows } = await pool.query("select * from public.users where id = $1", [id]);
  return rows[0];
}

describe("the profile follows the auth account", () => {
  test.each([
    [{ first_name: "Ada", last_name: "Lovelace" }, "Ada", "Lovelace"],
    [{ full_name: "Grace Brewster Hopper" }, "Grace", "Brewster Hopper"],
    [{ name: "Linus" }, "Linus", null],
    [{ given_name: "Alan", family_name: "Turing" }, "Alan", "Turing"],
    [{}, null, null],
  ])("names from sign-up metadata %j", async (metadata, first, last) => {
    const user = await createUser(pool, { metadata });
    expect(await profileOf(user.id)).toMatchObject({ first_name: first, last_name: last });
  });

  test("a new account is a partner, active, unverified, whatever its metadata says", async () => {
    const { rows } = await pool.query(
      `insert into auth.users (id, aud, role, email, raw_app_meta_data, raw_user_meta_data, email_confirmed_at)
       values (gen_random_uuid(), 'authenticated', 'authenticated', $1, '{}', '{"role": "admin"}', null)
       returning id`,
      [`meta-${Date.now()}@db.test`],
    );
    expect(await profileOf(rows[0].id)).toMatchObject({
      role: "partner",
      is_active: true,
      is_verified: false,
      email_verified: false,
      profile_complete: false,
      total_tours: 0,
      total_revenue: "0.00",
      rating: null,
    });
  });

  test("email, confirmation and last sign-in follow auth.users", async () => {
    const user = await createUser(pool);
    const email = `renamed-${user.id.slice(0, 8)}@db.test`;
    await pool.query(
      "update auth.users set email = $2, email_confirmed_at = null, last_sign_in_at = '2026-05-01T08:00:00Z' where id = $1",
      [user.id, email],
    );
    const profile = await profileOf(user.id);
    expect(profile).toMatchObject({ email, email_verified: false });
    expect((profile.last_login_at as Date).toISOString()).toBe("2026-05-01T08:00:00.000Z");
  });

  test("the profile is complete with a business name, a business type and an expertise", async () => {
    const user = await createUser(pool);
    await actAs(pool, user.caller, (c) =>
      c.query(
        "update public.users set business_name = 'Farm', business_type = 'Outdoor Farm' where id = $1",
        [user.id],
      ),
    );
    expect((await profileOf(user.id)).profile_complete).toBe(false);
    await actAs(pool, user.caller, (c) =>
      c.query("update public.users set expertise = '{Cannabis cultivation}' where id = $1", [
        user.id,
      ]),
    );
    expect((await profileOf(user.id)).profile_complete).toBe(true);
  });
});

describe("what a partner may change on their profile", () => {
  test("their business details, within the spec's limits", async () => {
    const user = await createUser(pool);
    await pool.query(
      `insert into public.profile_fields (field_name, field_type, field_label)
       values ('cellar_code', 'text', 'Cellar code') on conflict (field_name) do nothing`,
    );
    await actAs(pool, user.caller, (c) =>
      c.query(
        `update public.users set first_name = 'Maya', phone = '+14155550123', business_location = '12 Main St',
           max_group_size = 1000, min_hourly_rate = 0, hourly_rate = 10000, custom_fields = '{"cellar_code": "X1"}'
         where id = $1`,
        [user.id],
      ),
    );
    for (const [column, value, constraint] of [
      ["max_group_size", 1001, "users_max_group_size_range"],
      ["hourly_rate", 10000.01, "users_hourly_rate_range"],
      ["min_hourly_rate", -1, "users_min_hourly_rate_range"],
      ["phone", "0123", "users_phone_format"],
      ["business_location", "abc", "users_business_location_length"],
    ] as const) {
      const error = await tryAs(pool, user.caller, (c) =>
        c.query(`update public.users set ${column} = $2 where id = $1`, [user.id, value]),
      ).catch((e) => e);
      expect(error.constraint).toBe(constraint);
    }
  });

  test.each([
    ["role", "'admin'"],
    ["is_active", "false"],
    ["is_verified", "true"],
  ])("not %s (42501), which an admin may", async (column, value) => {
    const user = await createUser(pool);
    const sql = `update public.users set ${column} = ${value} where id = $1`;
    expect(await sqlState(tryAs(pool, user.caller, (c) => c.query(sql, [user.id])))).toBe("42501");
    const { rowCount } = await tryAs(pool, admin.caller, (c) => c.query(sql, [user.id]));
    expect(rowCount).toBe(1);
  });

  test.each([
    ["total_tours", "10"],
    ["total_revenue", "5000"],
    ["rating", "5"],
    ["tags", "'{vip}'"],
    ["email", "'someone@else.test'"],
  ])("not %s (42501), which only the product sets, for admins too", async (column, value) => {
    const user = await createUser(pool);
    const sql = `update public.users set ${column} = ${value} where id = $1`;
    expect(await sqlState(tryAs(pool, user.caller, (c) => c.query(sql, [user.id])))).toBe("42501");
    expect(await sqlState(tryAs(pool, admin.caller, (c) => c.query(sql, [user.id])))).toBe("42501");
  });

  test("an inactive user reads their profile but changes nothing", async () => {
    const user = await createUser(pool, { active: false });
    const result = await tryAs(pool, user.caller, async (c) => ({
      read: (await c.query("select is_active from public.users where id = $1", [user.id])).rows,
      update: (await c.query("update public.users set first_name = 'X' where id = $1", [user.id]))
        .rowCount,
      opportunities: (await c.query("select 1 from public.opportunities limit 1")).rowCount,
    }));
    expect(result).toEqual({ read: [{ is_active: false }], update: 0, opportunities: 0 });
  });

  test("an inactive admin is no admin", async () => {
    const former = await createUser(pool, { role: "admin", active: false });
    const seen = await tryAs(pool, former.caller, (c) => c.query("select id from public.users"));
    expect(seen.rows).toEqual([{ id: former.id }]);
  });
});

describe("deleting a user", () => {
  test("removes the account and all their data; the audit log keeps its entries", async () => {
    const user = await createUser(pool, { label: "leaving" });
    const opportunity = await createOpportunity(pool);
    await insertRow(pool, "opportunity_assignments", {
      opportunity_id: opportunity,
      partner_id: user.id,
    });
    const bidId = await createBid(pool, opportunity, user.id);
    await actAs(pool, admin.caller, (c) => c.query("select public.accept_bid($1)", [bidId]));
    await insertRow(pool, "chat_messages", {
      user_id: user.id,
      sender_id: user.id,
      sender_type: "user",
      message: "Bye",
    });

    const { rowCount } = await actAs(pool, admin.caller, (c) =>
      c.query("delete from public.users where id = $1", [user.id]),
    );
    expect(rowCount).toBe(1);
    const { rows } = await pool.query(
      `select (select count(*)::int from auth.users where id = $1) as account,
              (select count(*)::int from public.bids where user_id = $1) as bids,
              (select count(*)::int from public.tours where partner_id = $1) as tours,
              (select count(*)::int from public.notifications where user_id = $1) as notifications,
              (select count(*)::int from public.chat_messages where user_id = $1) as messages,
              (select count(*)::int from public.opportunity_assignments where partner_id = $1) as assignments,
              (select count(*)::int from public.audit_logs where entity = 'user' and entity_id = $1::text and action = 'deleted') as audit`,
      [user.id],
    );
    expect(rows[0]).toEqual({
      account: 0,
      bids: 0,
      tours: 0,
      notifications: 0,
      messages: 0,
      assignments: 0,
      audit: 1,
    });
  });

  test("deleting the auth account (as Auth does) removes the profile too", async () => {
    const user = await createUser(pool);
    await pool.query("delete from auth.users where id = $1", [user.id]);
    expect(await profileOf(user.id)).toBeUndefined();
  });
});

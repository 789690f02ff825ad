import { afterAll, describe, expect, test } from "vitest";
import { actAs, ownerPool, sqlState } from "../support/db-callers.ts";
import { adminAndPartnersBeforeAll, completedTour, createUser } from "../support/db-fixtures.ts";

/** The welcome mail's link confirms the address (users.email_verified), and payouts wait for it. */

const pool = ownerPool(4);

const { admin } = adminAndPartnersBeforeAll(pool, "confirm", "partner");

afterAll(() => pool.end());

/** A new account whose address nobody confirmed yet: it has its welcome mail. */
const unconfirmedUser = (label: string) => createUser(pool, { label, emailVerified: false });

/** The tokens of the links mailed to `userId`, newest first (as the mail is made from them). */
async function tokensOf(userId: string): Promise<string[]> {
  const { rows } = await pool.query(
    `select private.link_token('email_confirmation', c.id) as token
     from private.email_confirmations c where c.user_id = $1 order by c.sent_at desc, c.id`,
    [userId],
  );
  return rows.map((r) => r.token);
}

/** The token of the newest link mailed to `userId`. */
async function tokenOf(userId: string): Promise<string> {
  const [token] = await tokensOf(userId);
  if (!token) throw new Error(`no confirmation link for ${userId}`);
  return token;
}

async function verified(userId: string): Promise<boolean> {
  const { rows } = await pool.query("select email_verified from public.users where id = $1", [
    userId,
  ]);
  return rows[0].email_verified;
}

const confirm = (user: Awaited<ReturnType<typeof createUser>>, token: string) =>
  actAs(pool, user.caller, (c) => c.query("select public.confirm_email($1)", [token]));

describe("the welcome mail", () => {
  test("a sign-up is unconfirmed and gets one welcome mail whose row holds no token", async () => {
    const user = await unconfirmedUser("welcome");
    expect(await verified(user.id)).toBe(false);
    const { rows } = await pool.query(
      "select kind, category, status, content from public.email_outbox where user_id = $1",
      [user.id],
    );
    const confirmation = (
      await pool.query(
        "select id, token_hash from private.email_confirmations where user_id = $1",
        [user.id],
      )
    ).rows;
    expect(confirmation).toHaveLength(1);
    expect(rows).toEqual([
      {
        kind: "welcome",
        category: "support",
        status: "queued",
        content: {
          data: { expiresAt: expect.any(String) },
          linkToken: { purpose: "email_confirmation", id: confirmation[0].id },
        },
      },
    ]);
    const token = await tokenOf(user.id);
    expect(JSON.stringify(rows)).not.toContain(token);
    expect(confirmation[0].token_hash).not.toBe(token);
  });

  test("an identity provider's verified address is confirmed at once and gets no link", async () => {
    const user = await createUser(pool, {
      label: "provider",
      emailVerified: false,
      metadata: { email_verified: true },
    });
    // An email sign-up's metadata is the client's own: it proves nothing.
    expect(await verified(user.id)).toBe(false);
    const { rows } = await pool.query(
      `insert into auth.users (id, aud, role, email, raw_app_meta_data, raw_user_meta_data)
       values (gen_random_uuid(), 'authenticated', 'authenticated', $1,
         '{"provider": "google", "providers": ["google"]}', '{"email_verified": true}')
       returning id`,
      [`google-${Date.now()}@db.test`],
    );
    expect(await verified(rows[0].id)).toBe(true);
    expect(await tokensOf(rows[0].id)).toEqual([]);
  });
});

describe("confirming the address", () => {
  test("the link confirms its own account once", async () => {
    const user = await unconfirmedUser("once");
    const token = await tokenOf(user.id);
    expect((await confirm(user, token)).rows[0].confirm_email).toBe(true);
    expect(await verified(user.id)).toBe(true);
    expect(await sqlState(confirm(user, token))).toBe("TP961");
  });

  test("another account's link confirms nothing and says only that it is not valid", async () => {
    const owner = await unconfirmedUser("owner");
    const other = await unconfirmedUser("other");
    const token = await tokenOf(owner.id);
    expect(await sqlState(confirm(other, token))).toBe("P0002");
    expect(await sqlState(confirm(other, "0".repeat(64)))).toBe("P0002");
    expect(await verified(other.id)).toBe(false);
    expect(await verified(owner.id)).toBe(false);
  });

  test("an expired link, or one sent to an earlier address, confirms nothing", async () => {
    const user = await unconfirmedUser("expired");
    const token = await tokenOf(user.id);
    await pool.query(
      "update private.email_confirmations set expires_at = now() - interval '1 second' where user_id = $1",
      [user.id],
    );
    expect(await sqlState(confirm(user, token))).toBe("TP962");

    const moved = await unconfirmedUser("moved");
    const old = await tokenOf(moved.id);
    await pool.query("update auth.users set email = $2 where id = $1", [
      moved.id,
      `moved-new-${moved.id.slice(0, 8)}@db.test`,
    ]);
    expect(await sqlState(confirm(moved, old))).toBe("TP962");
    expect(await verified(moved.id)).toBe(false);
  });

  test("a new address is unconfirmed again", async () => {
    const user = await createUser(pool, { label: "renamed" });
    expect(await verified(user.id)).toBe(true);
    await pool.query("update auth.users set email = $2 where id = $1", [
      user.id,
      `renamed-new-${user.id.slice(0, 8)}@db.test`,
    ]);
    expect(await verified(user.id)).toBe(false);
  });

  test("a client cannot set its own flag", async () => {
    const user = await unconfirmedUser("self");
    expect(
      await sqlState(
        actAs(pool, user.caller, (c) =>
          c.query("update public.users set email_verified = true where id = $1", [user.id]),
        ),
      ),
    ).toBe("42501");
  });
});

describe("send again", () => {
  test("mails a new link, at most 3 an hour with the welcome mail, none once confirmed", async () => {
    const user = await unconfirmedUser("again");
    const resend = () =>
      actAs(pool, user.caller, (c) => c.query("select public.resend_email_confirmation()"));
    await resend();
    await resend();
    expect(await sqlState(resend())).toBe("TP429");
    const { rows } = await pool.query(
      "select kind from public.email_outbox where user_id = $1 order by created_at",
      [user.id],
    );
    expect(rows.map((r) => r.kind)).toEqual([
      "welcome",
      "email_confirmation",
      "email_confirmation",
    ]);
    const tokens = await tokensOf(user.id);
    expect(new Set(tokens).size).toBe(3);
    await confirm(user, await tokenOf(user.id));
    expect(await sqlState(resend())).toBe("TP963");
  });
});

describe("payouts wait for a confirmed address", () => {
  test("paying an unconfirmed partner is refused with TP808 and pays nothing", async () => {
    const payee = await unconfirmedUser("payee");
    const { lines } = await completedTour(pool, admin, payee.id, 120, 120);
    const pay = () =>
      actAs(pool, admin.caller, (c) =>
        c.query(
          "select * from public.pay_payable_lines($1, '2026-11-20', 'bank_transfer', 'ACH 1', '120.00')",
          [[lines[0].id]],
        ),
      );
    expect(await sqlState(pay())).toBe("TP808");
    const { rows } = await pool.query("select status from public.payable_lines where id = $1", [
      lines[0].id,
    ]);
    expect(rows[0].status).toBe("pending");

    await confirm(payee, await tokenOf(payee.id));
    expect((await pay()).rows[0].total).toBe("120.00");
  });
});

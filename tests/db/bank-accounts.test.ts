import { afterAll, describe, expect, test } from "vitest";
import {
  ACCOUNT,
  bankConfirmationToken,
  confirmedBankAccount,
  ROUTING,
  saveBankAccount,
} from "../support/ach-fixtures.ts";
import { actAs, anon, ownerPool, sqlState, superuserPool, tryAs } from "../support/db-callers.ts";
import { adminAndPartnersBeforeAll, createUser } from "../support/db-fixtures.ts";

/**
 * Bank accounts for direct deposit: the routing number's check digit, the account number a
 * Vault secret no client role reads, the confirmation mailed to the partner before an account
 * is used.
 */

const pool = ownerPool(4);
const platform = superuserPool();

const { admin, partner } = adminAndPartnersBeforeAll(pool, "bank", "partner");

afterAll(() => Promise.all([pool.end(), platform.end()]));

const accountsOf = async (partnerId: string) =>
  (
    await pool.query(
      "select * from public.bank_accounts where partner_id = $1 order by created_at, id",
      [partnerId],
    )
  ).rows;

describe("giving an account", () => {
  test("keeps the last four digits and the number only in Vault, encrypted; pending, with a link mailed", async () => {
    const who = await createUser(pool, { label: "bank-saver" });
    await saveBankAccount(pool, who);
    const [row] = await accountsOf(who.id);
    expect(row).toMatchObject({
      routing_number: ROUTING,
      account_last4: "6789",
      account_type: "checking",
      holder_name: "Pat Grower",
      status: "pending",
      confirmed_at: null,
    });
    expect(JSON.stringify(row)).not.toContain(ACCOUNT);
    const stored = await platform.query("select secret from vault.secrets where id = $1", [
      row.account_secret_id,
    ]);
    expect(stored.rows[0].secret).not.toContain(ACCOUNT);
    const clear = await platform.query(
      "select decrypted_secret from vault.decrypted_secrets where id = $1",
      [row.account_secret_id],
    );
    expect(clear.rows[0].decrypted_secret).toBe(ACCOUNT);
    const mail = await pool.query(
      "select category, content from public.email_outbox where user_id = $1 and kind = 'bank_account_confirmation'",
      [who.id],
    );
    expect(mail.rows).toHaveLength(1);
    expect(mail.rows[0].category).toBe("payouts");
    expect(mail.rows[0].content.data.last4).toBe("6789");
    expect(JSON.stringify(mail.rows[0].content)).not.toContain(ACCOUNT);
  });

  test("a routing number whose check digit fails and a malformed account number are refused", async () => {
    const who = await createUser(pool, { label: "bank-bad" });
    for (const routing of ["011000016", "01100001", "abcdefghi", ""]) {
      expect(await sqlState(saveBankAccount(pool, who, ACCOUNT, routing))).toBe("TP830");
    }
    for (const account of ["123", "123456789012345678", "12ab5678"]) {
      expect(await sqlState(saveBankAccount(pool, who, account))).toBe("TP831");
    }
    expect(await accountsOf(who.id)).toEqual([]);
    // The table's own check holds whoever writes.
    expect(
      await sqlState(
        pool.query(
          `insert into public.bank_accounts (partner_id, routing_number, account_type, holder_name, account_last4, account_secret_id)
           values ($1, '011000016', 'checking', 'X', '1234', gen_random_uuid())`,
          [who.id],
        ),
      ),
    ).toBe("23514");
  });

  test("only a partner gives their own, never anon or an admin", async () => {
    expect(
      await sqlState(
        tryAs(pool, anon, (c) =>
          c.query("select public.save_bank_account($1, $2, 'A', 'checking')", [ROUTING, ACCOUNT]),
        ),
      ),
    ).toBe("42501");
    expect(await sqlState(saveBankAccount(pool, admin))).toBe("42501");
  });
});

describe("confirming an account", () => {
  test("the mailed link confirms it for its own partner only, once", async () => {
    const who = await createUser(pool, { label: "bank-confirm" });
    const other = await createUser(pool, { label: "bank-intruder" });
    await saveBankAccount(pool, who);
    const token = await bankConfirmationToken(pool, who.id);
    const confirm = (as: typeof who, t = token) =>
      actAs(pool, as.caller, (c) => c.query("select public.confirm_bank_account($1)", [t]));
    expect(await sqlState(confirm(other))).toBe("P0002");
    expect(await sqlState(confirm(who, "not-a-token"))).toBe("P0002");
    await confirm(who);
    expect((await accountsOf(who.id))[0]).toMatchObject({ status: "confirmed" });
    expect(await sqlState(confirm(who))).toBe("TP832");
  });

  test("a change waits for its link; the confirmed account stays in use until then, then is retired", async () => {
    const who = await createUser(pool, { label: "bank-change" });
    await confirmedBankAccount(pool, who);
    await saveBankAccount(pool, who, "55554444");
    expect((await accountsOf(who.id)).map((a) => a.status)).toEqual(["confirmed", "pending"]);
    // A second change replaces the first waiting one (whose link no longer works).
    const staleToken = await bankConfirmationToken(pool, who.id);
    await saveBankAccount(pool, who, "77776666");
    expect((await accountsOf(who.id)).map((a) => [a.status, a.account_last4])).toEqual([
      ["confirmed", "6789"],
      ["pending", "6666"],
    ]);
    expect(
      await sqlState(
        actAs(pool, who.caller, (c) =>
          c.query("select public.confirm_bank_account($1)", [staleToken]),
        ),
      ),
    ).toBe("P0002");
    const token = await bankConfirmationToken(pool, who.id);
    await actAs(pool, who.caller, (c) =>
      c.query("select public.confirm_bank_account($1)", [token]),
    );
    expect((await accountsOf(who.id)).map((a) => [a.status, a.account_last4])).toEqual([
      ["retired", "6789"],
      ["confirmed", "6666"],
    ]);
  });

  test("an expired link, or one for an address the partner no longer has, is refused", async () => {
    const who = await createUser(pool, { label: "bank-expired" });
    await saveBankAccount(pool, who);
    const token = await bankConfirmationToken(pool, who.id);
    await pool.query(
      `update private.bank_account_confirmations c set expires_at = now() - interval '1 minute'
       from public.bank_accounts a where a.id = c.bank_account_id and a.partner_id = $1`,
      [who.id],
    );
    expect(
      await sqlState(
        actAs(pool, who.caller, (c) => c.query("select public.confirm_bank_account($1)", [token])),
      ),
    ).toBe("TP833");
  });

  test("send again mails a new link, at most three an hour, and only while a change waits", async () => {
    const who = await createUser(pool, { label: "bank-resend" });
    const resend = () =>
      actAs(pool, who.caller, (c) => c.query("select public.resend_bank_account_confirmation()"));
    expect(await sqlState(resend())).toBe("TP834");
    await saveBankAccount(pool, who);
    await resend();
    await resend();
    expect(await sqlState(resend())).toBe("TP429");
    const { rows } = await pool.query(
      "select count(*)::int as n from public.email_outbox where user_id = $1 and kind = 'bank_account_confirmation'",
      [who.id],
    );
    expect(rows[0].n).toBe(3);
  });
});

describe("nobody reads an account number", () => {
  test("anon reads no accounts; no client reads the secret's id; an admin's reads are masked", async () => {
    await confirmedBankAccount(pool, partner);
    expect(
      await sqlState(tryAs(pool, anon, (c) => c.query("select * from public.bank_accounts"))),
    ).toBe("42501");
    for (const who of [partner, admin]) {
      for (const sql of [
        "select account_secret_id from public.bank_accounts",
        "select * from public.bank_accounts",
      ]) {
        expect(await sqlState(tryAs(pool, who.caller, (c) => c.query(sql)))).toBe("42501");
      }
    }
    const rows = await tryAs(pool, admin.caller, async (c) => {
      const { rows } = await c.query(
        "select partner_id, account_last4, routing_number, status from public.bank_accounts where partner_id = $1",
        [partner.id],
      );
      return rows;
    });
    expect(rows).toEqual([
      {
        partner_id: partner.id,
        account_last4: "6789",
        routing_number: ROUTING,
        status: "confirmed",
      },
    ]);
  });

  test("a partner reads only their own; no client writes the table", async () => {
    const other = await createUser(pool, { label: "bank-other" });
    await saveBankAccount(pool, other);
    const rows = await tryAs(pool, other.caller, async (c) => {
      const { rows } = await c.query("select partner_id from public.bank_accounts");
      return rows;
    });
    expect(rows).toEqual([{ partner_id: other.id }]);
    for (const sql of [
      "update public.bank_accounts set status = 'confirmed', confirmed_at = now()",
      "delete from public.bank_accounts",
      `insert into public.bank_accounts (partner_id, routing_number, account_type, holder_name, account_last4, account_secret_id)
       values ('${other.id}', '${ROUTING}', 'checking', 'X', '1234', gen_random_uuid())`,
    ]) {
      expect(await sqlState(tryAs(pool, other.caller, (c) => c.query(sql)))).toBe("42501");
    }
  });

  test("no client role reaches the decryption or the confirmations", async () => {
    const [account] = await accountsOf(partner.id);
    for (const who of [anon, partner.caller, admin.caller]) {
      for (const sql of [
        `select private.decrypt_bank_account('${account.id}', 'curious', null)`,
        "select * from private.bank_account_confirmations",
        `select private.release_payout_lines('${account.id}')`,
      ]) {
        expect(await sqlState(tryAs(pool, who, (c) => c.query(sql)))).toBe("42501");
      }
    }
  });
});

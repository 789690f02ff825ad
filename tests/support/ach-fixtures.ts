import type pg from "pg";
import { actAs } from "./db-callers.ts";
import type { TestUser } from "./db-fixtures.ts";

/** Test-only bank details: a routing number whose check digit holds, an account number. */
export const ROUTING = "011000015";
export const ACCOUNT = "000123456789";

/** The platform's originator details as an admin saves them (the `ach.*` settings). */
export const ACH_SETTINGS = {
  "ach.company_name": "Tour Partner Co",
  "ach.company_id": "1987654321",
  "ach.odfi_routing": "021000021",
  "ach.destination_routing": "021000021",
  "ach.destination_name": "Harbor Credit Union",
  "ach.origin_name": "Tour Partner Portal",
  "ach.sec_code": "CCD",
} as const;

/** Saves the originator settings as the database owner (they outlive a test's data). */
export async function saveAchSettings(pool: pg.Pool) {
  for (const [key, value] of Object.entries(ACH_SETTINGS)) {
    await pool.query(
      `insert into public.admin_settings (key, value, category) values ($1, to_jsonb($2::text), 'ach')
       on conflict (key) do update set value = excluded.value`,
      [key, value],
    );
  }
}

/** The token of the last link mailed to confirm `partner`'s pending account. */
export async function bankConfirmationToken(pool: pg.Pool, partnerId: string) {
  const { rows } = await pool.query(
    `select private.link_token('bank_account_confirmation', (o.content #>> '{linkToken,id}')::uuid) as token
     from public.email_outbox o
     where o.user_id = $1 and o.kind = 'bank_account_confirmation'
     order by o.created_at desc, o.id desc limit 1`,
    [partnerId],
  );
  return rows[0]?.token as string | undefined;
}

/** `who` gives a bank account (pending); its id. */
export async function saveBankAccount(
  pool: pg.Pool,
  who: TestUser,
  account = ACCOUNT,
  routing = ROUTING,
) {
  return actAs(pool, who.caller, async (c) => {
    const { rows } = await c.query(
      "select public.save_bank_account($1, $2, 'Pat Grower', 'checking') as id",
      [routing, account],
    );
    return rows[0].id as string;
  });
}

/** `who` gives a bank account and follows the mailed link: confirmed; its id. */
export async function confirmedBankAccount(pool: pg.Pool, who: TestUser, account = ACCOUNT) {
  const id = await saveBankAccount(pool, who, account);
  const token = await bankConfirmationToken(pool, who.id);
  await actAs(pool, who.caller, (c) => c.query("select public.confirm_bank_account($1)", [token]));
  return id;
}

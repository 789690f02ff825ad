import { randomUUID } from "node:crypto";
import type pg from "pg";
import { beforeAll } from "vitest";
import { actAs, type Caller, signedIn } from "./db-callers.ts";

/** Test data made as `postgres`: each test makes its own users and rows, never the seed's. */

type Db = pg.Pool | pg.ClientBase;
type Row = Record<string, unknown>;

export interface TestUser {
  id: string;
  email: string;
  caller: Caller;
}

/** Inserts a row and returns it; columns not given take their defaults. */
export async function insertRow(db: Db, table: string, values: Row): Promise<Row> {
  const columns = Object.keys(values);
  const { rows } = await db.query(
    `insert into public.${table} (${columns.map((c) => `"${c}"`).join(", ")})
     values (${columns.map((_, i) => `$${i + 1}`).join(", ")}) returning *`,
    Object.values(values),
  );
  return rows[0] as Row;
}

/**
 * Creates an account the way Auth does (an auth.users row; the trigger makes the profile), then
 * sets what only an admin would.
 */
export async function createUser(
  db: Db,
  options: {
    label?: string;
    role?: "admin" | "partner" | "client";
    active?: boolean;
    /** Whether the address is confirmed (payouts wait for it); by default it is. */
    emailVerified?: boolean;
    /** Whether a partner has given tax details (payouts wait for them); by default they have. */
    taxDetails?: boolean;
    metadata?: Row;
  } = {},
): Promise<TestUser> {
  const id = randomUUID();
  const email = `${options.label ?? "user"}-${id.slice(0, 8)}@db.test`;
  await db.query(
    `insert into auth.users (
       instance_id, id, aud, role, email, encrypted_password, email_confirmed_at,
       confirmation_token, recovery_token, email_change_token_new, email_change,
       raw_app_meta_data, raw_user_meta_data, created_at, updated_at
     ) values (
       '00000000-0000-0000-0000-000000000000', $1, 'authenticated', 'authenticated', $2,
       extensions.crypt('Passw0rd!', extensions.gen_salt('bf', 4)), now(), '', '', '', '',
       '{"provider": "email", "providers": ["email"]}', $3, now(), now()
     )`,
    [id, email, options.metadata ?? {}],
  );
  await db.query(
    "update public.users set role = $2, is_active = $3, email_verified = $4 where id = $1",
    [id, options.role ?? "partner", options.active ?? true, options.emailVerified ?? true],
  );
  if (options.emailVerified ?? true) {
    // Confirmed from the start, as a provider's verified address: no welcome mail to confirm it.
    await db.query("delete from public.email_outbox where user_id = $1 and kind = 'welcome'", [id]);
  }
  if ((options.role ?? "partner") === "partner" && (options.taxDetails ?? true)) {
    await giveTaxDetails(db, id);
  }
  return { id, email, caller: signedIn({ id, email }) };
}

/** The TIN the fixtures give (a well-formed EIN); tests about TINs choose their own. */
export const FIXTURE_TIN = "123456789";

/**
 * The partner's W-9 as the owner writes it (the TIN a Vault secret, as save_tax_details keeps
 * it), for tests about something else than the form itself.
 */
export async function giveTaxDetails(db: Db, partnerId: string, tin = FIXTURE_TIN) {
  await db.query(
    `insert into public.tax_details (
       partner_id, legal_name, tax_classification, tin_type, tin_last4, tin_secret_id,
       address_line1, city, state, postal_code, signature_data
     ) values (
       $1, 'Fixture Partner LLC', 'llc_s', 'ein', right($2, 4),
       vault.create_secret($2, $3), '1 Test Way', 'Denver', 'CO', '80202', 'Fixture Partner'
     )`,
    [partnerId, tin, `tin:${partnerId}`],
  );
}

type UserOptions = NonNullable<Parameters<typeof createUser>[1]>;

/**
 * The users a test file shares, made one after the other before its tests. The objects are
 * handed out at once, so the file can name them at its top, and are filled in by `beforeAll`.
 */
export function usersBeforeAll<const K extends string>(
  db: Db,
  specs: Record<K, UserOptions>,
): Record<K, TestUser> {
  const entries = Object.entries(specs) as [K, UserOptions][];
  const users = Object.fromEntries(entries.map(([name]) => [name, {}])) as Record<K, TestUser>;
  beforeAll(async () => {
    for (const [name, options] of entries)
      Object.assign(users[name], await createUser(db, options));
  });
  return users;
}

/**
 * The cast most test files share: an admin (`<prefix>-admin`) and the partners named
 * (`<prefix>-<name>`), made by `usersBeforeAll`.
 */
export function adminAndPartnersBeforeAll<const K extends string>(
  db: Db,
  prefix: string,
  ...partners: K[]
): Record<"admin" | K, TestUser> {
  const specs = Object.fromEntries([
    ["admin", { label: `${prefix}-admin`, role: "admin" }],
    ...partners.map((name) => [name, { label: `${prefix}-${name}` }]),
  ]) as Record<"admin" | K, UserOptions>;
  return usersBeforeAll(db, specs);
}

export async function createOpportunity(db: Db, values: Row = {}): Promise<string> {
  const row = await insertRow(db, "opportunities", {
    title: `Tour ${randomUUID().slice(0, 8)}`,
    location: "Healdsburg, CA",
    date: new Date(Date.now() + 7 * 86_400_000),
    base_rate: 300,
    ...values,
  });
  return row.id as string;
}

/**
 * An admin's move of opportunity $1 (public.move_opportunity) to start $2, place $3 or base
 * rate $4; a null keeps what it was. Clients write none of these columns directly.
 */
export const MOVE_OPPORTUNITY = `
  select public.move_opportunity(
    o.id, coalesce($2::timestamptz, o.date), coalesce($3::text, o.location),
    coalesce($4::numeric, o.base_rate)
  )
  from public.opportunities o where o.id = $1`;

/** An admin's cancellation of opportunity $1 with reason $2 (public.cancel_opportunity). */
export const CANCEL_OPPORTUNITY = "select public.cancel_opportunity($1, $2)";

/**
 * Time passes for a tour: its opportunity's start (and so the tour's) moves to an hour ago, as
 * the owner, as the clock would have it, so that the tour may be completed (TP204 refuses it
 * before its start).
 */
export async function startTour(db: Db, tourId: string): Promise<void> {
  await db.query(
    `update public.opportunities o
     set date = now() - interval '1 hour',
         response_deadline = least(o.response_deadline, now() - interval '1 hour')
     from public.tours t
     where t.id = $1 and o.id = t.opportunity_id`,
    [tourId],
  );
}

/**
 * A licence-required opportunity at a location that names no state, which the TP604 rule
 * (require_licence_rule) refuses to write: written with that trigger off for this one
 * transaction, which other sessions wait for, to show what the readers do should one exist.
 */
export async function createStatelessLicenceTour(
  pool: pg.Pool,
  values: Row = {},
  location = "Somewhere without a state",
): Promise<string> {
  const id = await createOpportunity(pool, values);
  const client = await pool.connect();
  try {
    await client.query("begin");
    await client.query("alter table public.opportunities disable trigger require_licence_rule");
    await client.query(
      "update public.opportunities set location = $2, requirements = $3 where id = $1",
      [id, location, ["Cannabis license required"]],
    );
    await client.query("alter table public.opportunities enable trigger require_licence_rule");
    await client.query("commit");
  } catch (error) {
    await client.query("rollback");
    throw error;
  } finally {
    client.release();
  }
  return id;
}

/** A bid placed as the database owner: the bidding rules still apply. */
export async function createBid(
  db: Db,
  opportunityId: string,
  userId: string,
  values: Row = {},
): Promise<string> {
  const row = await insertRow(db, "bids", {
    opportunity_id: opportunityId,
    user_id: userId,
    amount: 320,
    ...values,
  });
  return row.id as string;
}

/**
 * A tour bid at `amount` by `partnerId`, accepted by `admin`, begun and completed with
 * `actualRevenue` (the amount unless told): the tour and the payable line its completion made.
 */
export async function completedTour(
  pool: pg.Pool,
  admin: TestUser,
  partnerId: string,
  amount: number,
  actualRevenue = amount,
) {
  const opportunity = await createOpportunity(pool, { title: `Paid tour ${amount}` });
  const bid = await createBid(pool, opportunity, partnerId, { amount });
  const tour = await actAs(pool, admin.caller, async (c) => {
    const { rows } = await c.query("select id from public.accept_bid($1)", [bid]);
    return rows[0].id as string;
  });
  await startTour(pool, tour);
  await actAs(pool, admin.caller, (c) =>
    c.query("select public.complete_tour($1, $2, confirm_no_check_ins => true)", [
      tour,
      actualRevenue,
    ]),
  );
  const { rows } = await pool.query(
    "select id, amount, status, partner_id from public.payable_lines where tour_id = $1",
    [tour],
  );
  return { tour, lines: rows };
}

/**
 * A licence made as the database owner (pending, expiring in a year unless told), then given a
 * status as an admin would.
 */
export async function createLicence(
  db: Db,
  partner: { id: string },
  values: { state?: string; expiresOn?: string; status?: "approved" | "rejected" } = {},
): Promise<string> {
  const id = randomUUID();
  await insertRow(db, "partner_licences", {
    id,
    partner_id: partner.id,
    state: values.state ?? "CA",
    licence_type: "retail",
    licence_number: `C10-${id.slice(0, 8)}`,
    expires_on:
      values.expiresOn ?? new Date(Date.now() + 365 * 86_400_000).toISOString().slice(0, 10),
    scan_path: `${partner.id}/${id}/licence.pdf`,
  });
  if (values.status) {
    await db.query(
      "update public.partner_licences set status = $2, rejection_reason = $3 where id = $1",
      [id, values.status, values.status === "rejected" ? "Unreadable scan" : null],
    );
  }
  return id;
}

export async function createLegalDocument(db: Db, values: Row = {}): Promise<string> {
  const row = await insertRow(db, "legal_documents", {
    title: `Agreement ${randomUUID().slice(0, 8)}`,
    document_type: "contract",
    content: "Terms.",
    ...values,
  });
  return row.id as string;
}

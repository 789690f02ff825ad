import type { SupabaseClient } from "@supabase/supabase-js";
import type pg from "pg";
import { beforeAll } from "vitest";
import { signedInClient } from "../../support/clients.ts";
import { giveTaxDetails } from "../../support/db-fixtures.ts";
import { type AnyBody, type ApiAnswer, callApi } from "./call-api.ts";

/** Accounts for the API tests: real Auth sessions, profiles written as `postgres` (fixtures). */

export interface Partner {
  id: string;
  email: string;
  token: string;
  client: SupabaseClient;
  call: <T = AnyBody>(method: string, path: string, body?: unknown) => Promise<ApiAnswer<T>>;
}

export const COMPLETE_PROFILE = {
  first_name: "Pat",
  last_name: "Grower",
  business_name: "Sunny Acres",
  business_type: "Outdoor Farm",
  business_location: "100 Farm Road, Healdsburg, CA",
  location: "Healdsburg, CA",
  expertise: ["Cannabis cultivation", "Organic growing"],
  services: ["Farm tours"],
  availability: ["Monday"],
  // A confirmed address, as payouts require (an unconfirmed one is its own test).
  email_verified: true,
};

/**
 * A signed-up user with a session; its profile is then set as `postgres` (a fixture), and its
 * tax details given unless `taxDetails` is false (payouts wait for them).
 */
export async function createPartner(
  pool: pg.Pool,
  label = "partner",
  profile: Record<string, unknown> = COMPLETE_PROFILE,
  { taxDetails = true } = {},
): Promise<Partner> {
  const { client, email, session, user } = await signedInClient(label);
  const columns = Object.keys(profile);
  if (columns.length > 0) {
    await pool.query(
      `update public.users set ${columns.map((c, i) => `"${c}" = $${i + 2}`).join(", ")} where id = $1`,
      [user.id, ...Object.values(profile)],
    );
  }
  if (taxDetails) await giveTaxDetails(pool, user.id);
  const token = session.access_token;
  return {
    id: user.id,
    email,
    token,
    client,
    call: (method, path, body) => callApi(token, method, path, body),
  };
}

/** A partner made an admin, as an existing admin would. */
export async function createAdmin(pool: pg.Pool, label = "admin"): Promise<Partner> {
  const admin = await createPartner(pool, label, COMPLETE_PROFILE, { taxDetails: false });
  await pool.query("update public.users set role = 'admin' where id = $1", [admin.id]);
  return admin;
}

/** `["admin", label]`, or `["partner", label]` with the profile (else COMPLETE_PROFILE). */
export type AccountSpec = ["admin", string] | ["partner", string, Record<string, unknown>?];

/**
 * The accounts a test file shares, made together before its tests. The objects are handed out
 * at once, so the file can name them at its top, and are filled in by `beforeAll`.
 */
export function accountsBeforeAll<const K extends string>(
  pool: pg.Pool,
  specs: Record<K, AccountSpec>,
): Record<K, Partner> {
  const entries = Object.entries(specs) as [K, AccountSpec][];
  const accounts = Object.fromEntries(entries.map(([name]) => [name, {}])) as Record<K, Partner>;
  beforeAll(async () => {
    await Promise.all(
      entries.map(async ([name, [role, label, profile]]) => {
        const made =
          role === "admin"
            ? await createAdmin(pool, label)
            : await createPartner(pool, label, profile);
        Object.assign(accounts[name], made);
      }),
    );
  });
  return accounts;
}

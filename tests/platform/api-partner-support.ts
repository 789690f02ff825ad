import type { SupabaseClient } from "@supabase/supabase-js";
import type pg from "pg";
import { actAs, signedIn } from "../db/db-roles.ts";
import { signedInClient } from "../support/clients.ts";
import { testStack } from "../support/stack.ts";

/** Helpers for the API tests: real Auth sessions, fixtures written as `postgres`. */

// biome-ignore lint/suspicious/noExplicitAny: answers are checked by expect(), not by types.
export type AnyBody = any;

export const functionsUrl = `${testStack.apiUrl}/functions/v1`;

export interface ApiAnswer<T = unknown> {
  status: number;
  body: T;
  text: string;
  headers: Headers;
}

/** Calls the API as a browser would: the anon key as apikey and the session's Bearer token. */
export async function callApi<T = AnyBody>(
  token: string | undefined,
  method: string,
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<ApiAnswer<T>> {
  const response = await fetch(`${functionsUrl}${path}`, {
    method,
    headers: {
      apikey: testStack.anonKey,
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body === undefined ? {} : { "content-type": "application/json" }),
      ...headers,
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  let parsed: unknown = text;
  try {
    parsed = JSON.parse(text);
  } catch {}
  return { status: response.status, body: parsed as T, text, headers: response.headers };
}

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
  business_type: "farm",
  business_location: "100 Farm Road, Healdsburg, CA",
  location: "Healdsburg, CA",
  expertise: ["Cannabis cultivation", "Organic growing"],
  services: ["Farm tours"],
  availability: ["Monday"],
};

/** A signed-up user with a session; its profile is then set as `postgres` (a fixture). */
export async function createPartner(
  pool: pg.Pool,
  label = "partner",
  profile: Record<string, unknown> = COMPLETE_PROFILE,
): Promise<Partner> {
  const { client, email, session, user } = await signedInClient(label);
  const columns = Object.keys(profile);
  if (columns.length > 0) {
    await pool.query(
      `update public.users set ${columns.map((c, i) => `"${c}" = $${i + 2}`).join(", ")} where id = $1`,
      [user.id, ...Object.values(profile)],
    );
  }
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
  const admin = await createPartner(pool, label);
  await pool.query("update public.users set role = 'admin' where id = $1", [admin.id]);
  return admin;
}

const DAY = 86_400_000;
export const inDays = (days: number) => new Date(Date.now() + days * DAY);

/** Runs `fn` in the database as this admin (their claims, their RLS), committing. */
export function actAsAdmin<T>(
  pool: pg.Pool,
  admin: { id: string; email: string },
  fn: (client: pg.PoolClient) => Promise<T>,
) {
  return actAs(pool, signedIn(admin), fn);
}

/** accept_bid() as the admin: the tour it schedules. */
export async function acceptBid(pool: pg.Pool, admin: Partner, bidId: string) {
  return actAsAdmin(pool, admin, async (client) => {
    const { rows } = await client.query("select * from public.accept_bid($1)", [bidId]);
    return rows[0] as { id: string; scheduled_for: Date };
  });
}

/** Completes a tour as the admin, with its revenue and rating. */
export async function completeTour(
  pool: pg.Pool,
  admin: Partner,
  tourId: string,
  revenue: string,
  rating: number,
) {
  await actAsAdmin(pool, admin, (client) =>
    client.query(
      "update public.tours set status = 'completed', actual_revenue = $2, rating = $3, feedback = 'Great tour.' where id = $1",
      [tourId, revenue, rating],
    ),
  );
}

import pg from "pg";
import { testStack } from "./stack.ts";

/**
 * Connections and callers for database tests. Tests connect as `postgres` (the developer role,
 * which bypasses RLS) to arrange data, and act as a caller inside a transaction the way
 * PostgREST and the API do: `set local role` plus the caller's JWT claims in
 * `request.jwt.claims`, so the policies decide.
 */

export type Pool = pg.Pool;
export type Client = pg.PoolClient;

export function ownerPool(max = 4): pg.Pool {
  const pool = new pg.Pool({ connectionString: testStack.dbUrl, max });
  pool.on("error", () => {});
  return pool;
}

/** The platform superuser, for the few things postgres itself may not do. */
export function superuserPool(): pg.Pool {
  const pool = new pg.Pool({ connectionString: testStack.adminDbUrl, max: 1 });
  pool.on("error", () => {});
  return pool;
}

export interface Caller {
  role: "anon" | "authenticated";
  claims: Record<string, unknown>;
}

export const anon: Caller = {
  role: "anon",
  claims: { iss: "supabase-demo", role: "anon", exp: 1983812996 },
};

/**
 * Claims shaped like a GoTrue access token for this user, without its `session_id`: no Auth
 * session stands behind them, and the policies' helpers refuse claims naming a session that
 * does not exist (a signed-out one).
 */
export function signedIn(user: { id: string; email: string }): Caller {
  const now = Math.floor(Date.now() / 1000);
  return {
    role: "authenticated",
    claims: {
      iss: `${testStack.apiUrl}/auth/v1`,
      sub: user.id,
      aud: "authenticated",
      exp: now + 3600,
      iat: now,
      email: user.email,
      phone: "",
      app_metadata: { provider: "email", providers: ["email"] },
      user_metadata: {},
      role: "authenticated",
      aal: "aal1",
      amr: [{ method: "password", timestamp: now }],
      is_anonymous: false,
    },
  };
}

/** Switches the open transaction of `client` to the caller's role and claims. */
export async function becomeCaller(client: pg.ClientBase, caller: Caller) {
  await client.query(
    "select set_config('role', $1, true), set_config('request.jwt.claims', $2, true)",
    [caller.role, JSON.stringify(caller.claims)],
  );
}

/** Runs `fn` as the caller in a transaction that is rolled back whatever happens. */
export async function tryAs<T>(pool: pg.Pool, caller: Caller, fn: (c: Client) => Promise<T>) {
  const client = await pool.connect();
  try {
    await client.query("begin");
    await becomeCaller(client, caller);
    return await fn(client);
  } finally {
    await client.query("rollback").catch(() => {});
    client.release();
  }
}

/** Runs `fn` as the caller in a transaction that commits when `fn` succeeds. */
export async function actAs<T>(pool: pg.Pool, caller: Caller, fn: (c: Client) => Promise<T>) {
  const client = await pool.connect();
  try {
    await client.query("begin");
    await becomeCaller(client, caller);
    const result = await fn(client);
    await client.query("commit");
    return result;
  } catch (error) {
    await client.query("rollback").catch(() => {});
    throw error;
  } finally {
    client.release();
  }
}

/** The SQLSTATE of a failed query, or a rejection if it did not fail. */
export async function sqlState(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
  } catch (error) {
    return (error as { code?: string }).code ?? "no code";
  }
  throw new Error("expected the statement to fail");
}

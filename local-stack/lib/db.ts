import pg from "pg";
import type { Claims } from "./jwt.ts";

export type Pool = pg.Pool;
export type PoolClient = pg.PoolClient;

export function createPool(connectionString: string, max = 10): pg.Pool {
  const pool = new pg.Pool({ connectionString, max, idleTimeoutMillis: 30_000 });
  pool.on("error", () => {});
  return pool;
}

/** Runs `fn` in a transaction on the platform connection, committing on success. */
export async function inTransaction<T>(pool: pg.Pool, fn: (client: pg.PoolClient) => Promise<T>) {
  const client = await pool.connect();
  try {
    await client.query("begin");
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

/**
 * Runs `fn` in a transaction as the caller, the way PostgREST and Storage do: the database role
 * named by the token's `role` claim and the claims in `request.jwt.claims`, so RLS decides.
 */
export async function asCaller<T>(
  pool: pg.Pool,
  claims: Claims,
  fn: (client: pg.PoolClient) => Promise<T>,
  settings: Record<string, string> = {},
) {
  const role = typeof claims.role === "string" ? claims.role : "anon";
  if (!["anon", "authenticated", "service_role"].includes(role)) {
    throw new Error(`role ${role} is not an API role`);
  }
  const all: Record<string, string> = {
    role,
    "request.jwt.claims": JSON.stringify(claims),
    "request.jwt.claim.sub": typeof claims.sub === "string" ? claims.sub : "",
    "request.jwt.claim.role": role,
    ...settings,
  };
  const entries = Object.entries(all);
  const calls = entries.map((_, i) => `set_config($${2 * i + 1}, $${2 * i + 2}, true)`).join(", ");
  return inTransaction(pool, async (client) => {
    await client.query(`select ${calls}`, entries.flat());
    return fn(client);
  });
}

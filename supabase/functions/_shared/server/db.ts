import type { Context } from "hono";
import postgres from "postgres";
import type { AppEnv, Claims } from "./app-env.ts";
import { canPrepareStatements } from "./prepared-statements.ts";
import { callerSettings, type Prelude, runInTransaction, type Work } from "./transaction.ts";
import { isUnavailable, ServiceUnavailableError } from "./unavailable.ts";

export type { Tx, Work } from "./transaction.ts";

/**
 * One pool per function process, with named prepared statements unless the URL is a
 * transaction pooler's (prepared-statements.ts).
 * While the database is down or restarting a request must fail fast with 503 (unavailable.ts),
 * not wait: a connection the server does not complete within `connect_timeout` (seconds; a
 * restarting server may accept and then stay silent) fails, and a lost connection is tried
 * again after `backoff` seconds, not postgres.js's default, which grows to many seconds with
 * each failed attempt and holds the requests queued on it that long.
 */
function connect() {
  const url = Deno.env.get("SUPABASE_DB_URL") ?? "";
  return postgres(url, {
    prepare: canPrepareStatements(url),
    max: 10,
    idle_timeout: 30,
    connect_timeout: 2,
    backoff: () => 0.1,
  });
}

export let sql = connect();

/** How long a retired pool's other transactions have to finish before it is closed. */
const RETIRE_GRACE_SECONDS = 5;

/**
 * postgres.js 3.4.9 does not reset a connection's write buffer when it closes with a write still
 * queued (src/connection.js `closed()` clears the write's immediate but keeps it as pending):
 * reopened, that connection never sends its startup message and each use waits out
 * `connect_timeout`. Whether a write was queued cannot be seen from outside, so a pool that lost
 * a connection during a transaction is retired: the next requests use a fresh pool, and the old
 * one is closed once its other transactions finished.
 */
function retire(pool: postgres.Sql) {
  if (sql !== pool) return;
  console.warn("a database connection closed during a transaction; the pool is replaced");
  sql = connect();
  pool.end({ timeout: RETIRE_GRACE_SECONDS }).catch(() => {});
}

/** When a connection to the database last failed (ms), to tell a busy pool from a lost server. */
let lastConnectionFailure = 0;
/** How long a request may wait for a connection while connections are failing. */
const WAIT_WHILE_FAILING_MS = 2000;

/**
 * One transaction on a connection of the pool, except that a request does not wait for a
 * connection while the server is gone: postgres.js keeps a request for a connection queued until
 * some connection opens, so during an outage a request would wait for the restart. While
 * connections fail, one that has waited WAIT_WHILE_FAILING_MS fails with 503; should a connection
 * come later, it goes back unused. A pool that is only busy keeps its queue.
 */
function transaction<T>(prelude: Prelude, fn: Work<T>): Promise<T> {
  let started = false;
  let abandoned = false;
  return new Promise<T>((resolve, reject) => {
    const watch = setInterval(() => {
      if (started || Date.now() - lastConnectionFailure > WAIT_WHILE_FAILING_MS) return;
      abandoned = true;
      clearInterval(watch);
      reject(new ServiceUnavailableError("no database connection"));
    }, WAIT_WHILE_FAILING_MS);
    const pool = sql;
    pool
      .reserve()
      .then((connection) => {
        if (abandoned) {
          connection.release();
          throw new ServiceUnavailableError("the request was answered meanwhile");
        }
        started = true;
        return runInTransaction(connection, prelude, fn, () => retire(pool));
      })
      .then(resolve, (error: unknown) => {
        // A connection lost or refused; not a late one given up on above, which came fine.
        const own = error instanceof ServiceUnavailableError;
        if (isUnavailable(error) && !own) lastConnectionFailure = Date.now();
        reject(error);
      })
      .finally(() => clearInterval(watch));
  });
}

/**
 * Runs `fn` in one transaction as the caller (transaction.ts's `callerSettings`: their role
 * and claims, the sign-out check), so the database decides what they see and may change.
 */
export function asCaller<T>(
  claims: Claims | { role: "anon" },
  fn: Work<T>,
  requestHeaders: Record<string, string> = {},
): Promise<T> {
  return transaction(callerSettings(claims, requestHeaders), fn);
}

/** `asCaller` for a handler: the claims and audit headers the middleware put on the context. */
export function withCaller<T>(c: Context<AppEnv>, fn: Work<T>): Promise<T> {
  return asCaller(c.var.claims, fn, c.var.requestHeaders);
}

/**
 * Runs `fn` with the service role, for the few writes a caller's own role cannot make (an
 * automated agent message). Call it only after the caller's right to cause it was checked.
 */
export function serviceRole<T>(fn: Work<T>): Promise<T> {
  return transaction((tx) => tx`select set_config('role', 'service_role', true)`, fn);
}

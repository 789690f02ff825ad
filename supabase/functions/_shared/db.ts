import type { Context } from "hono";
import postgres from "postgres";
import type { AppEnv, Claims } from "./app-env.ts";
import { catchClosedConnectionWrites } from "./closed-connection-write.ts";
import { canPrepareStatements } from "./prepared-statements.ts";
import { asStatement, sendAsTransaction } from "./statement.ts";
import { isConnectionLost, isUnavailable, ServiceUnavailableError } from "./unavailable.ts";

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

/**
 * A connection postgres.js wrote to after it closed keeps the unsent bytes and a stale write
 * timer, so every later connect on it stalls (closed-connection-write.ts). The pool it belongs to
 * is replaced: the next requests use a fresh one and the old one's queries fail (503) as it ends.
 * The replacement waits for an immediate of its own, once per broken pool, so the batch of
 * immediates that met the error finishes first.
 */
catchClosedConnectionWrites(() => {
  const broken = sql;
  setImmediate(() => {
    if (sql !== broken) return;
    console.error("postgres.js wrote to a closed connection; replacing the pool");
    sql = connect();
    broken.end({ timeout: 0 }).catch(() => {});
  });
});

/** What a handler may do inside its transaction: queries, not ending or releasing it. */
export type Tx = postgres.ISql;

/** When a connection to the database last failed (ms), to tell a busy pool from a lost server. */
let lastConnectionFailure = 0;
/** How long a request may wait for a connection while connections are failing. */
const WAIT_WHILE_FAILING_MS = 2000;

/** A request's work in its transaction: an async function of its queries, or one statement. */
export type Work<T> = (tx: Tx) => PromiseLike<T>;

/** What is sent with `begin`, before the work: the caller's settings. */
type Prelude = (tx: Tx) => postgres.PendingQuery<postgres.Row[]>;

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
    sql
      .reserve()
      .then((connection) => {
        if (abandoned) {
          connection.release();
          throw new ServiceUnavailableError("the request was answered meanwhile");
        }
        started = true;
        return runInTransaction(connection, prelude, fn);
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
 * `begin` and the prelude, then `fn`, then `commit` (or `rollback`) on a reserved connection.
 * Unlike postgres.js's `sql.begin`, which waits for `begin` alone, `begin` and the prelude are
 * sent with `fn`'s first statement: one round trip less for every request. Work that is one
 * statement (statement.ts) has its `commit` sent with it too, so the whole request is one round
 * trip. The connection goes back to the pool only when its last statement was answered: after a
 * lost connection, postgres.js has already taken it back as closed, and writing to it (a
 * `rollback`) would throw (closed-connection-write.ts).
 */
async function runInTransaction<T>(
  connection: postgres.ReservedSql,
  prelude: Prelude,
  fn: Work<T>,
): Promise<T> {
  // Sent now and awaited only together with `fn`: `fn`'s first query follows them down the same
  // connection in one round trip, and Postgres runs them in order. Should the prelude fail,
  // `fn`'s queries fail too, and the transaction rejects with its error (the first one).
  const opening = [connection`begin`.execute(), prelude(connection).execute()];
  let work: PromiseLike<T>;
  try {
    work = fn(connection);
  } catch (error) {
    work = Promise.reject(error);
  }
  const single = asStatement(work);
  if (single) return sendAsTransaction(connection, opening, single);
  let result: T;
  try {
    [result] = await Promise.all([work, ...opening]);
  } catch (error) {
    if (!isConnectionLost(error)) await end(connection, "rollback").catch(() => {});
    throw error;
  }
  // Postgres answers `commit` with ROLLBACK when a statement of the transaction failed and
  // `fn` went on regardless (it caught that error, or never awaited the statement).
  const { command } = await end(connection, "commit");
  if (command !== "COMMIT") throw new Error(`the transaction ended with ${command}`);
  return result;
}

async function end(connection: postgres.ReservedSql, command: "commit" | "rollback") {
  let ended: postgres.RowList<postgres.Row[]>;
  try {
    ended = await connection.unsafe(command);
  } catch (error) {
    if (!isConnectionLost(error)) connection.release();
    throw error;
  }
  connection.release();
  return ended;
}

const CLIENT_ROLES = new Set(["anon", "authenticated"]);

/**
 * Runs `fn` in one transaction with the caller's role and JWT claims, set the way PostgREST sets
 * them, so the database's RLS policies and triggers decide what the caller sees and may change.
 * `requestHeaders` become `request.headers`, which the audit log reads for IP and user agent.
 * The same first statement checks that the token's session was not signed out
 * (`private.require_live_session`, TP301 → 401), so a signed-out token stops working at once.
 */
export function asCaller<T>(
  claims: Claims | { role: "anon" },
  fn: Work<T>,
  requestHeaders: Record<string, string> = {},
): Promise<T> {
  const role = claims.role;
  if (!CLIENT_ROLES.has(role)) throw new Error(`role ${role} cannot query as a caller`);
  const sub = "sub" in claims && typeof claims.sub === "string" ? claims.sub : "";
  const sessionId = sessionOf(claims);
  const settings: Prelude = (tx) => tx`
    select
      private.require_live_session(${sessionId}::uuid),
      set_config('role', ${role}, true),
      set_config('request.jwt.claims', ${JSON.stringify(claims)}, true),
      set_config('request.jwt.claim.sub', ${sub}, true),
      set_config('request.jwt.claim.role', ${role}, true),
      set_config('request.headers', ${JSON.stringify(requestHeaders)}, true)
  `;
  return transaction(settings, fn);
}

/** The token's `session_id` claim (Supabase Auth's access tokens carry one), else null. */
export function sessionOf(claims: Claims | { role: "anon" }): string | null {
  const id = "session_id" in claims ? claims.session_id : undefined;
  return typeof id === "string" && id !== "" ? id : null;
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

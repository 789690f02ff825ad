import type postgres from "postgres";
import type { Claims } from "./app-env.ts";
import { holdConnection } from "./held-connection.ts";
import { asStatement, type Sendable, type Statement } from "./statement.ts";

/**
 * A request's transaction as the database sees it: what is sent, in which order, in how many
 * round trips. The api function runs it on its pool (db.ts); the bench's SQL floor runs the
 * very same on a connection of its own (scripts/bench/sql-floor.ts), so the two differ only by
 * what lies outside the database.
 */

/** What a handler may do inside its transaction: queries, not ending or releasing it. */
export type Tx = postgres.ISql;

/** A request's work in its transaction: an async function of its queries, or one statement. */
export type Work<T> = (tx: Tx) => PromiseLike<T>;

/** What is sent with `begin`, before the work: the caller's settings. */
export type Prelude = (tx: Tx) => postgres.PendingQuery<postgres.Row[]>;

const CLIENT_ROLES = new Set(["anon", "authenticated"]);

/**
 * The caller's role and JWT claims, set the way PostgREST sets them, so the database's RLS
 * policies and triggers decide what the caller sees and may change. `requestHeaders` become
 * `request.headers`, which the audit log reads for IP and user agent. The same statement checks
 * that the token's session was not signed out (`private.require_live_session`, TP301 → 401), so
 * a signed-out token stops working at once.
 */
export function callerSettings(
  claims: Claims | { role: "anon" },
  requestHeaders: Record<string, string> = {},
): Prelude {
  const role = claims.role;
  if (!CLIENT_ROLES.has(role)) throw new Error(`role ${role} cannot query as a caller`);
  const sub = "sub" in claims && typeof claims.sub === "string" ? claims.sub : "";
  const sessionId = sessionOf(claims);
  return (tx) => tx`
    select
      private.require_live_session(${sessionId}::uuid),
      set_config('role', ${role}, true),
      set_config('request.jwt.claims', ${JSON.stringify(claims)}, true),
      set_config('request.jwt.claim.sub', ${sub}, true),
      set_config('request.jwt.claim.role', ${role}, true),
      set_config('request.headers', ${JSON.stringify(requestHeaders)}, true)
  `;
}

/**
 * Whether the caller is an active admin (`private.is_admin_user()`, what every admin policy
 * asks), and a refusal of a signed-out session: the one statement `requireAdmin` sends before
 * an admin request's transaction.
 */
export function adminCheck(sql: Tx, claims: Claims) {
  return sql<{ isAdmin: boolean }[]>`
    select
      private.require_live_session(${sessionOf(claims)}::uuid),
      private.is_admin_user(${claims.sub}::uuid) as "isAdmin"
  `;
}

/** The token's `session_id` claim (Supabase Auth's access tokens carry one), else null. */
export function sessionOf(claims: Claims | { role: "anon" }): string | null {
  const id = "session_id" in claims ? claims.session_id : undefined;
  return typeof id === "string" && id !== "" ? id : null;
}

/**
 * `begin` and the prelude, then `fn`, then `commit` (or `rollback`) on a reserved connection,
 * held so that nothing is written to it once it closed (held-connection.ts; `onClose` is told).
 * Unlike postgres.js's `sql.begin`, which waits for `begin` alone, `begin` and the prelude are
 * sent with `fn`'s first statement: one round trip less for every request. Work that is one
 * statement (statement.ts) has its `commit` sent with it too, so the whole request is one round
 * trip. The connection goes back to the pool only when its last statement was answered.
 */
export async function runInTransaction<T>(
  reserved: postgres.ReservedSql,
  prelude: Prelude,
  fn: Work<T>,
  onClose?: () => void,
): Promise<T> {
  const connection = holdConnection(reserved, onClose);
  // Sent now and awaited only together with `fn`: `fn`'s first query follows them down the same
  // connection in one round trip, and Postgres runs them in order. Should the prelude fail,
  // `fn`'s queries fail too, and the transaction rejects with its error (the first one).
  const opening = [connection.begin().execute(), prelude(connection.tx).execute()];
  let work: PromiseLike<T>;
  try {
    work = fn(connection.tx);
  } catch (error) {
    work = Promise.reject(error);
  }
  const single = asStatement(work);
  if (single) return sendAsTransaction(connection, opening, single);
  let result: T;
  try {
    [result] = await Promise.all([work, ...opening]);
  } catch (error) {
    await end(connection, "rollback").catch(() => {});
    throw error;
  }
  ensureCommitted(await end(connection, "commit"));
  return result;
}

/**
 * Postgres answers `commit` with ROLLBACK when a statement of the transaction failed and the
 * work went on regardless (it caught that error, or never awaited the statement).
 */
function ensureCommitted({ command }: { command: string }) {
  if (command !== "COMMIT") throw new Error(`the transaction ended with ${command}`);
}

async function end(connection: StatementConnection, command: "commit" | "rollback") {
  try {
    return await connection.unsafe(command);
  } finally {
    connection.release();
  }
}

/** What ends a transaction: a held connection (held-connection.ts). */
export interface StatementConnection {
  unsafe(command: string): Sendable<{ command: string }>;
  /** Gives the connection back to the pool, unless it was lost. */
  release(): void;
}

/**
 * Sends the statement and `commit` right behind `opening` (begin and whatever was sent with it),
 * without waiting for any answer, then waits for all of them. A statement that failed leaves
 * its transaction aborted, and Postgres answers the commit with ROLLBACK; the first failure in
 * the order sent is thrown (a refused session before the statement it aborted). The connection
 * goes back to the pool once everything was answered.
 */
export async function sendAsTransaction<T>(
  connection: StatementConnection,
  opening: PromiseLike<unknown>[],
  work: Statement<T>,
): Promise<T> {
  const rows = work.query.execute();
  const commit = connection.unsafe("commit").execute();
  const answers = await Promise.allSettled([...opening, rows, commit]);
  const failures = answers.flatMap((answer) => (answer.status === "rejected" ? [answer] : []));
  connection.release();
  if (failures[0]) throw failures[0].reason;
  ensureCommitted(await commit);
  return work.read(await rows);
}

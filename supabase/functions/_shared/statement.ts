import { isConnectionLost } from "./unavailable.ts";

/** A query not yet sent, as postgres.js makes them: sent by `execute()` or by being awaited. */
export interface Sendable<R> extends PromiseLike<R> {
  execute(): PromiseLike<R>;
}

/**
 * A handler's query that is a single statement, with what its rows become. Awaited inside a
 * transaction it runs like any query; when it is the whole of a request's work (what `withCaller`
 * is handed), it is sent together with its transaction's begin, the caller's settings and the
 * commit, one round trip for the request instead of two (`sendAsTransaction`).
 */
export class Statement<T> implements PromiseLike<T> {
  readonly query: Sendable<unknown>;
  readonly read: (rows: unknown) => T;

  constructor(query: Sendable<unknown>, read: (rows: unknown) => T) {
    this.query = query;
    this.read = read;
  }

  // biome-ignore lint/suspicious/noThenProperty: awaited like the query it wraps
  then<A = T, B = never>(
    onFulfilled?: ((value: T) => A | PromiseLike<A>) | null,
    onRejected?: ((reason: unknown) => B | PromiseLike<B>) | null,
  ): PromiseLike<A | B> {
    return this.query.then(this.read).then(onFulfilled, onRejected);
  }
}

export function statement<R, T>(query: Sendable<R>, read: (rows: R) => T): Statement<T> {
  // `read` gets only what `query` resolves to.
  return new Statement(query, read as (rows: unknown) => T);
}

/**
 * The work as one statement, if it is one: a `Statement`, or a query handed over unsent (a
 * handler's `(tx) => tx\`…\``, whose rows are the answer). Undefined for any other work (an
 * async function's promise), which runs its statements one after another.
 */
export function asStatement<T>(work: PromiseLike<T>): Statement<T> | undefined {
  if (work instanceof Statement) return work;
  if (typeof (work as Partial<Sendable<T>>).execute === "function") {
    return statement(work as Sendable<T>, (rows) => rows);
  }
  return undefined;
}

/** What `sendAsTransaction` needs of a reserved connection (postgres.js's `ReservedSql`). */
export interface StatementConnection {
  unsafe(query: string): Sendable<{ command: string }>;
  release(): void;
}

/**
 * Sends the statement and `commit` right behind `opening` (begin and whatever was sent with it),
 * without waiting for any answer, then waits for all of them. A statement that failed leaves
 * its transaction aborted, and Postgres answers the commit with ROLLBACK; the first failure in
 * the order sent is thrown (a refused session before the statement it aborted). The connection
 * goes back to the pool once everything was answered, unless it was lost: postgres.js has then
 * taken it back already.
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
  if (!failures.some((failure) => isConnectionLost(failure.reason))) connection.release();
  if (failures[0]) throw failures[0].reason;
  const { command } = await commit;
  // Only a statement that failed (and threw above) turns the commit into a rollback.
  if (command !== "COMMIT") throw new Error(`the transaction ended with ${command}`);
  return work.read(await rows);
}

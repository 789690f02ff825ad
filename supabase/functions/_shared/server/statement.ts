/** A query not yet sent, as postgres.js makes them: sent by `execute()` or by being awaited. */
export interface Sendable<R> extends PromiseLike<R> {
  execute(): PromiseLike<R>;
}

/**
 * A handler's query that is a single statement, with what its rows become. Awaited inside a
 * transaction it runs like any query; when it is the whole of a request's work (what `withCaller`
 * is handed), it is sent together with its transaction's begin, the caller's settings and the
 * commit, one round trip for the request instead of two (transaction.ts's `sendAsTransaction`).
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

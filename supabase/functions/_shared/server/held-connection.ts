import type postgres from "postgres";
import type { Sendable } from "./statement.ts";
import { isConnectionLost } from "./unavailable.ts";

/**
 * A transaction's reserved connection, which nothing is written to once it closed.
 *
 * postgres.js 3.4.9 (src/index.js `reserve`) sends a reserved connection's queries down it
 * without looking whether it closed meanwhile, and its `release()` hands a closed connection back
 * to the pool as open. A write to a closed connection is queued on an immediate that reads
 * `.write` of the null socket and throws where no caller can catch it (porsager/postgres#1154,
 * #1208): in Deno that leaves the runtime's immediate queue half-run, and the process dies in its
 * timers (`_idleNext`). A server that dies leaves every transaction in flight with such writes
 * ahead of it (a rollback, the handler's next query). So the connection reports its close here,
 * through the hook postgres.js's own `sql.begin` uses (the connection's `onclose`, reached by
 * `begin`'s `onexecute`), and so does the first query that fails for the connection's sake (a
 * reset socket errs before it closes); from then on each query fails with CONNECTION_CLOSED
 * before it is written, and the connection is not released.
 */
export interface HeldConnection {
  /** The reserved connection for the work's queries, closed to them once the connection is. */
  readonly tx: postgres.ReservedSql;
  /** `begin`, to send first: it is what ties this hold to the connection's close. */
  begin(): Sendable<unknown>;
  /** `commit` or `rollback`. */
  unsafe(command: string): Sendable<{ command: string }>;
  /** Gives the connection back to the pool, unless it closed: the pool has taken it back then. */
  release(): void;
  readonly lost: boolean;
}

/** What the hold sets on postgres.js's connection object (src/connection.js). */
interface ConnectionHooks {
  onclose: ((error: Error) => void) | null;
}

/** What the hold changes on a postgres.js query (src/query.js): how it is sent. */
interface QueryInternals {
  handler: ((query: QueryInternals) => unknown) & { debug?: unknown };
  reject(error: Error): void;
}

/** The error postgres.js gives a query whose connection closed (unavailable.ts: a 503). */
function connectionClosed(): Error {
  return Object.assign(new Error("write CONNECTION_CLOSED: the connection closed"), {
    code: "CONNECTION_CLOSED",
  });
}

/**
 * Holds `reserved` for one transaction. `onClose` is called once if the connection closes
 * while held (db.ts retires the pool then).
 */
export function holdConnection(
  reserved: postgres.ReservedSql,
  onClose: () => void = () => {},
): HeldConnection {
  let lost = false;
  let connection: ConnectionHooks | undefined;

  const guard = <Q>(query: Q): Q => {
    if (!(query instanceof Promise)) return query; // a fragment, an identifier: nothing is sent
    const internals = query as unknown as QueryInternals;
    const send = internals.handler;
    const reject = internals.reject;
    internals.reject = (error) => {
      if (isConnectionLost(error)) lost = true;
      reject(error);
    };
    internals.handler = Object.assign(
      (q: QueryInternals) => (lost ? q.reject(connectionClosed()) : send(q)),
      { debug: send.debug },
    );
    return query;
  };

  const tx = new Proxy(reserved, {
    apply: (target, self, args) => guard(Reflect.apply(target, self, args)),
    get: (target, key, receiver) =>
      key === "unsafe"
        ? (...args: Parameters<typeof target.unsafe>) => guard(target.unsafe(...args))
        : Reflect.get(target, key, receiver),
  });

  const onexecute = (opened: ConnectionHooks) => {
    connection = opened;
    opened.onclose = () => {
      lost = true;
      onClose();
    };
    return true; // postgres.js takes a falsy answer for "the connection is full"
  };

  return {
    tx,
    begin: () =>
      // The options postgres.js's tagged `begin` would have, plus the hook `sql.begin` uses.
      guard(reserved.unsafe("begin", [], { prepare: true, simple: false, onexecute } as object)),
    unsafe: (command) => tx.unsafe(command),
    release() {
      if (lost) return;
      if (connection) connection.onclose = null;
      reserved.release();
    },
    get lost() {
      return lost;
    },
  };
}

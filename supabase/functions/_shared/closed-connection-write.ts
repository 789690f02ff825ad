/**
 * postgres.js 3.4.9 can write to a connection after the server closed it (porsager/postgres#1154,
 * #1208): when a connection closes under a transaction, the transaction's `rollback` is queued
 * with `setImmediate`, and the queued write then reads `.write` of the connection's socket, which
 * is null by then. The query it belonged to has already failed with CONNECTION_CLOSED (a 503).
 *
 * The TypeError must be caught inside the immediate callback itself. Let it escape, and the
 * runtime's immediate queue stops half-way through its batch; should the next immediate of that
 * batch then be cleared (as postgres.js does for every connection it closes or ends, e.g. when
 * the pool is replaced), the runtime's next pass over the batch reads `_idleNext` of undefined
 * and the whole process dies, with every request in it.
 */
export function isClosedConnectionWrite(error: unknown): boolean {
  return (
    error instanceof TypeError &&
    error.message.includes("reading 'write'") &&
    /\/postgres\/[^/]+\/src\/connection\.js/.test(error.stack ?? "")
  );
}

type ImmediateCallback = (...args: unknown[]) => void;

/**
 * Wraps every `setImmediate` callback of this process so a closed-connection write is caught
 * where it happens and reported to `onClosedWrite`; any other error is thrown on as before.
 */
export function catchClosedConnectionWrites(onClosedWrite: (error: TypeError) => void) {
  const original = globalThis.setImmediate;
  const guarded = (callback: ImmediateCallback, ...args: unknown[]) =>
    original(
      (...callArgs: unknown[]) => {
        try {
          callback(...callArgs);
        } catch (error) {
          if (!isClosedConnectionWrite(error)) throw error;
          onClosedWrite(error as TypeError);
        }
      },
      ...args,
    );
  globalThis.setImmediate = Object.assign(guarded, original) as typeof setImmediate;
}

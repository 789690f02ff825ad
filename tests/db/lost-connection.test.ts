import postgres from "postgres";
import { afterAll, describe, expect, test } from "vitest";
import {
  type Prelude,
  runInTransaction,
  type Tx,
} from "../../supabase/functions/_shared/server/transaction.ts";
import { ownerPool } from "../support/db-callers.ts";
import { testStack } from "../support/stack.ts";

/**
 * The api function's transactions on a connection the server closes under them, as when
 * Postgres dies: postgres.js 3.4.9 would write the next query or the rollback to the closed
 * socket from an immediate, a TypeError no caller can catch (the process dies), and hand the
 * closed connection back to the pool as open. Held (held-connection.ts), the query fails with
 * CONNECTION_CLOSED, and the pool opens a fresh connection for the next transaction.
 */

const owner = ownerPool(1);
/** Resolves the wait of the transaction whose connection the server is ending. */
let connectionClosed = () => {};
// One connection, so the next transaction must use the very one that was lost.
const pool = postgres(testStack.dbUrl, {
  max: 1,
  onnotice: () => {},
  onclose: () => connectionClosed(),
});
const prelude: Prelude = (tx) => tx`select 1`;

afterAll(async () => {
  await Promise.all([owner.end(), pool.end({ timeout: 1 })]);
});

/** A transaction whose connection the server ends after its first query; then `next` runs. */
async function closedUnder(next: (tx: Tx) => PromiseLike<unknown>) {
  const whenClosed = new Promise<void>((resolve) => {
    connectionClosed = resolve;
  });
  let closes = 0;
  const reserved = await pool.reserve();
  const done = runInTransaction(
    reserved,
    prelude,
    async (tx) => {
      const [backend] = await tx<{ pid: number }[]>`select pg_backend_pid() as pid`;
      await owner.query("select pg_terminate_backend($1)", [backend?.pid]);
      await whenClosed;
      return next(tx);
    },
    () => {
      closes += 1;
    },
  );
  return { done, closes: () => closes };
}

describe("a transaction whose connection the server closed", () => {
  test("its next query fails with CONNECTION_CLOSED, unsent, and the close is reported once", async () => {
    const { done, closes } = await closedUnder((tx) => tx`select 1`);
    await expect(done).rejects.toMatchObject({ code: "CONNECTION_CLOSED" });
    expect(closes()).toBe(1);
  });

  test("work that catches that failure still ends in CONNECTION_CLOSED, not a rollback write", async () => {
    const { done } = await closedUnder((tx) => tx`select 1`.catch(() => "went on"));
    await expect(done).rejects.toMatchObject({ code: "CONNECTION_CLOSED" });
  });

  test("the pool's next transaction runs on a fresh connection", async () => {
    const { done } = await closedUnder((tx) => tx`select 1`);
    await done.catch(() => {});
    const reserved = await pool.reserve();
    const rows = await runInTransaction(reserved, prelude, (tx) => tx`select 41 + 1 as answer`);
    expect(rows).toEqual([{ answer: 42 }]);
  });
});

import { describe, expect, test } from "vitest";
import { asStatement, type Sendable, statement } from "./statement.ts";
import { sendAsTransaction } from "./transaction.ts";

/** A query whose answer the test gives, recording when it was sent. */
function fakeQuery<R>(name: string, sent: string[]) {
  let answer!: (value: R) => void;
  let fail!: (error: unknown) => void;
  const answered = new Promise<R>((resolve, reject) => {
    answer = resolve;
    fail = reject;
  });
  const query: Sendable<R> = {
    execute() {
      sent.push(name);
      return answered;
    },
    // biome-ignore lint/suspicious/noThenProperty: a query is sent when awaited, as in postgres.js
    then: (onFulfilled, onRejected) => {
      sent.push(name);
      return answered.then(onFulfilled, onRejected);
    },
  };
  return { query, answer, fail };
}

function fakeConnection(sent: string[]) {
  const commit = fakeQuery<{ command: string }>("commit", sent);
  const connection = {
    released: 0,
    unsafe: () => commit.query,
    release: () => void connection.released++,
  };
  return { connection, commit };
}

const postgresError = (code: string) =>
  Object.assign(new Error(`error ${code}`), { name: "PostgresError", code });

/** `sendAsTransaction` of one statement behind `opening` (queries sent before it), started. */
function started(opening: string[]) {
  const sent: string[] = [];
  const before = opening.map((name) => fakeQuery(name, sent));
  const rows = fakeQuery<number[]>("statement", sent);
  const { connection, commit } = fakeConnection(sent);
  const done = sendAsTransaction(
    connection,
    before.map((query) => query.query.execute()),
    statement(rows.query, (r) => r.length),
  );
  return { sent, before, rows, commit, connection, done };
}

describe("one statement sent as its own transaction", () => {
  test("the statement and commit go out before any answer, then the rows are read", async () => {
    const { sent, before, rows, commit, connection, done } = started(["begin"]);
    expect(sent).toEqual(["begin", "statement", "commit"]);
    before[0]?.answer(undefined);
    rows.answer([1, 2, 3]);
    commit.answer({ command: "COMMIT" });
    await expect(done).resolves.toBe(3);
    expect(connection.released).toBe(1);
  });

  test("a failed statement rejects with its error, and the connection goes back once", async () => {
    const { rows, commit, connection, done } = started([]);
    rows.fail(postgresError("23505"));
    commit.answer({ command: "ROLLBACK" });
    await expect(done).rejects.toMatchObject({ code: "23505" });
    expect(connection.released).toBe(1);
  });

  test("a refused session is the error, not the aborted statement behind it", async () => {
    const { before, rows, commit, connection, done } = started(["settings"]);
    // Answers arrive in order; the statement's failure is the consequence of the first.
    before[0]?.fail(postgresError("TP301"));
    rows.fail(postgresError("25P02"));
    commit.answer({ command: "ROLLBACK" });
    await expect(done).rejects.toMatchObject({ code: "TP301" });
    expect(connection.released).toBe(1);
  });

  test("a commit that rolled back without an error is not taken for success", async () => {
    const { rows, commit, done } = started([]);
    rows.answer([]);
    commit.answer({ command: "ROLLBACK" });
    await expect(done).rejects.toThrow("the transaction ended with ROLLBACK");
  });
});

describe("which work is one statement", () => {
  test("a Statement, awaited inside a longer transaction, runs its query and reads the rows", async () => {
    const sent: string[] = [];
    const rows = fakeQuery<string[]>("select", sent);
    const read = statement(rows.query, (r) => r.join("+"));
    rows.answer(["a", "b"]);
    await expect(read).resolves.toBe("a+b");
    expect(asStatement(read)).toBe(read);
  });

  test("a query handed over unsent is one statement whose rows are the answer", async () => {
    const sent: string[] = [];
    const rows = fakeQuery<string[]>("select", sent);
    const single = asStatement(rows.query);
    expect(single).toBeDefined();
    rows.answer(["x"]);
    expect(single?.read(await single.query.execute())).toEqual(["x"]);
  });

  test("an async function's work is not: its statements run one after another", () => {
    expect(asStatement(Promise.resolve([]))).toBeUndefined();
  });
});

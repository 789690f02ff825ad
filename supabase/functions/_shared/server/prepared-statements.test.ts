import { describe, expect, test } from "vitest";
import { canPrepareStatements } from "./prepared-statements.ts";

describe("named prepared statements, by the database URL", () => {
  test.each([
    "postgresql://postgres:postgres@127.0.0.1:54322/postgres",
    "postgresql://postgres:secret@db.abcdefgh.supabase.co:5432/postgres",
    "postgres://postgres.abcdefgh:secret@aws-0-eu-west-1.pooler.supabase.com:5432/postgres",
    "postgresql://postgres@localhost/postgres",
  ])("on a direct connection or a session pooler: %s", (url) => {
    expect(canPrepareStatements(url)).toBe(true);
  });

  test("not through a transaction-mode pooler", () => {
    expect(
      canPrepareStatements(
        "postgres://postgres.abcdefgh:secret@aws-0-eu-west-1.pooler.supabase.com:6543/postgres",
      ),
    ).toBe(false);
  });

  test("not when the URL cannot be read (the pool then fails to connect anyway)", () => {
    expect(canPrepareStatements("")).toBe(false);
  });
});

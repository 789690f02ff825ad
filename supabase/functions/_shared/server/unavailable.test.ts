import { describe, expect, test } from "vitest";
import { isConnectionLost, isUnavailable, ServiceUnavailableError } from "./unavailable.ts";

/** An error as postgres.js raises it for a server's ErrorResponse. */
function postgresError(code: string) {
  return Object.assign(new Error("from the server"), { name: "PostgresError", code });
}

/** An error as postgres.js or the network raises it for a connection. */
function connectionError(code: string) {
  return Object.assign(new Error(`write ${code} 127.0.0.1:5432`), { code });
}

describe("which errors mean the database is unavailable (503 with Retry-After)", () => {
  test.each(["57P01", "57P02", "57P03", "08006", "08001", "53300"])("SQLSTATE %s", (code) => {
    expect(isUnavailable(postgresError(code))).toBe(true);
  });

  test.each([
    "ECONNREFUSED",
    "ECONNRESET",
    "CONNECT_TIMEOUT",
    "CONNECTION_CLOSED",
    "CONNECTION_ENDED",
    "CONNECTION_DESTROYED",
  ])("connection error %s", (code) => {
    expect(isUnavailable(connectionError(code))).toBe(true);
  });

  test("Auth unavailable", () => {
    expect(isUnavailable(new ServiceUnavailableError("Auth is unavailable"))).toBe(true);
  });

  test.each(["23505", "TP105", "42501", "P0002", "57014", "22P02"])(
    "not SQLSTATE %s (the product's rules and bad input keep their answers)",
    (code) => {
      expect(isUnavailable(postgresError(code))).toBe(false);
    },
  );

  test("not an error without a code, nor a thrown value that is no error", () => {
    expect(isUnavailable(new Error("boom"))).toBe(false);
    expect(isUnavailable({ code: "ECONNREFUSED" })).toBe(false);
  });
});

describe("which errors mean the connection itself is gone (no rollback is written to it)", () => {
  test.each(["ECONNRESET", "EPIPE", "CONNECTION_CLOSED", "CONNECTION_DESTROYED"])("%s", (code) => {
    expect(isConnectionLost(connectionError(code))).toBe(true);
  });

  test("not a server's answer, even one that says it is shutting down, nor Auth's outage", () => {
    expect(isConnectionLost(postgresError("57P01"))).toBe(false);
    expect(isConnectionLost(postgresError("23505"))).toBe(false);
    expect(isConnectionLost(new ServiceUnavailableError("Auth is unavailable"))).toBe(false);
    expect(isConnectionLost(new Error("boom"))).toBe(false);
  });
});

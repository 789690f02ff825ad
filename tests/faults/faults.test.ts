import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type FaultMeasure, LIMITS } from "../../scripts/soak/checks.ts";
import { printReport } from "../../scripts/soak/report.ts";
import { runSoak, type SoakOptions, type SoakResult } from "../../scripts/soak/run-soak.ts";

/**
 * `npm run soak`'s short version: a few seconds of mixed load (list reads, bids, chat sends) at
 * a stack of its own, Postgres killed with SIGKILL, then the api function's process, each once
 * the last has healed; then the answers and the database's invariants are checked.
 */
describe("the portal under load while Postgres and the api function are killed", () => {
  let result: SoakResult;
  const fault = (kind: string) => result.faults.find((m) => m.fault.kind === kind) as FaultMeasure;
  const check = (name: string) => result.checks.find((c) => c.name.startsWith(name));

  const options: SoakOptions = {
    duration: 6,
    connections: 20,
    partners: 5,
    kills: ["postgres", "api"],
  };

  beforeAll(async () => {
    result = await runSoak(options);
  });
  // The measured times, also when an assertion fails.
  afterAll(() => result && printReport(options, result));

  it("answers 503 with Retry-After within 2 s of Postgres dying, and no request hangs", () => {
    const postgres = fault("postgres");
    expect(postgres.failures).toBeGreaterThan(0);
    expect(postgres.firstFailureMs).toBeLessThanOrEqual(LIMITS.firstUnavailableMs);
    expect(postgres.longestRequestMs).toBeLessThanOrEqual(LIMITS.longestRequestMs);
  });

  it("keeps the api function's process running while Postgres is killed: 0 restarts", () => {
    expect(result.apiRestartsWhilePostgresDown).toBe(0);
  });

  it("restarts Postgres by itself: requests succeed again within 10 s", () => {
    expect(fault("postgres").recoveryMs).toBeLessThanOrEqual(LIMITS.recovery.postgres);
  });

  it("answers requests in flight with 502/503 when the api function dies and serves within 5 s", () => {
    const api = fault("api");
    expect(api.failures).toBeGreaterThan(0);
    expect(api.inFlightAnsweredMs).toBeLessThanOrEqual(LIMITS.longestRequestMs);
    expect(api.recoveryMs).toBeLessThanOrEqual(LIMITS.recovery.api);
  });

  it("gives no 500 and no other unexpected answer", () => {
    const answers = check("no 500");
    expect(answers?.detail).toBe("none");
    expect(answers?.pass).toBe(true);
  });

  it("keeps the function processes running: none exits but by the kill", () => {
    expect(check("no function process exits")).toMatchObject({ pass: true });
  });

  it("keeps every bid and chat message that got a 201, and the database's invariants", () => {
    expect(result.record.bidIds.length).toBeGreaterThan(0);
    for (const name of [
      "every bid that got a 201 exists",
      "every chat message that got a 201 exists",
      "no partner has two active bids on one opportunity",
      "every accepted bid has exactly one tour",
      "every partner's totals equal their completed tours and payable lines",
    ]) {
      expect(check(name), name).toMatchObject({ pass: true });
    }
  });
});

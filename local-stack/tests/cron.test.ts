import { afterAll, describe, expect, test } from "vitest";
import { testStack } from "../../tests/support/stack.ts";
import { parseCron } from "../cron/cron-expression.ts";
import { startScheduledJobs } from "../cron/index.ts";
import { createPool } from "../lib/db.ts";

describe("cron expressions", () => {
  const at = (iso: string) => new Date(iso);

  test("a daily time matches that minute only, in UTC", () => {
    const daily = parseCron("0 6 * * *");
    expect(daily.matches(at("2026-11-24T06:00:00Z"))).toBe(true);
    expect(daily.matches(at("2026-11-24T06:01:00Z"))).toBe(false);
    expect(daily.matches(at("2026-11-24T07:00:00+01:00"))).toBe(true);
  });

  test("steps, ranges and lists", () => {
    const expression = parseCron("*/15 9-17 1,15 * *");
    expect(expression.matches(at("2026-11-15T09:45:00Z"))).toBe(true);
    expect(expression.matches(at("2026-11-15T18:00:00Z"))).toBe(false);
    expect(expression.matches(at("2026-11-16T09:45:00Z"))).toBe(false);
  });

  test("day of month or day of week when both are restricted; 7 is Sunday", () => {
    const expression = parseCron("0 0 1 * 7");
    expect(expression.matches(at("2026-11-01T00:00:00Z"))).toBe(true); // a Sunday and the 1st
    expect(expression.matches(at("2026-11-08T00:00:00Z"))).toBe(true); // a Sunday
    expect(expression.matches(at("2026-12-01T00:00:00Z"))).toBe(true); // a Tuesday, the 1st
    expect(expression.matches(at("2026-12-02T00:00:00Z"))).toBe(false);
  });

  test("refuses what it cannot read", () => {
    expect(() => parseCron("0 6 * *")).toThrow();
    expect(() => parseCron("61 * * * *")).toThrow();
    expect(() => parseCron("0 6 * JAN *")).toThrow();
  });
});

describe("the stack's job runner", () => {
  const pool = createPool(testStack.adminDbUrl, 2);
  afterAll(() => pool.end());

  test("runs each job of private.scheduled_jobs at the minutes its schedule names", async () => {
    const { rows } = await pool.query<{ schedule: string }>(
      "select schedule from private.scheduled_jobs where name = 'licence-expiry-notices'",
    );
    expect(rows).toEqual([{ schedule: "0 10 * * *" }]);
    const log: string[] = [];
    const runner = startScheduledJobs(
      { config: testStack, pool, log: (line) => log.push(line), mail: { send: async () => {} } },
      { timer: false },
    );
    expect(await runner.tick(new Date("2026-11-24T10:00:00Z"))).toContain("licence-expiry-notices");
    expect(await runner.tick(new Date("2026-11-24T10:01:00Z"))).not.toContain(
      "licence-expiry-notices",
    );
    await runner.stop();
    expect(log).toEqual([]);
  });
});

import { spawn } from "node:child_process";
import { once } from "node:events";
import { existsSync } from "node:fs";
import { describe, expect, test } from "vitest";
import { cpuPerRequest, cpuUse, shareCeiling, totalCpu } from "./cpu-use.ts";

// /proc is Linux's; elsewhere the bench prints no CPU table.
describe.runIf(existsSync("/proc/self/stat"))("CPU use from /proc", () => {
  test("a process under the stack's is counted, also after it ended", async () => {
    // A child that burns 300 ms of CPU (not of the clock: a busy machine gives it less), named
    // like no part of the stack: "gateway".
    const child = spawn(process.execPath, [
      "-e",
      "const start = process.cpuUsage(); let u = start; while ((u = process.cpuUsage(start)).user + u.system < 300000);",
    ]);
    const before = cpuUse(process.pid);
    await once(child, "exit");
    const after = cpuUse(process.pid);
    expect(before).toBeDefined();
    expect(after).toBeDefined();
    if (!before || !after) return;
    // This process waited for the child, so its time is in this process's reaped time.
    expect(after.gateway - before.gateway).toBeGreaterThanOrEqual(200);
    expect(after.loadGenerator).toBeGreaterThanOrEqual(before.loadGenerator);
  });

  test("no stack process, no reading", () => {
    expect(cpuUse(undefined)).toBeUndefined();
    expect(cpuUse(2 ** 30)).toBeUndefined();
  });

  test("per request: the difference in microseconds", () => {
    const before = { database: 100, function: 50, gateway: 20, loadGenerator: 10 };
    const after = { database: 300, function: 90, gateway: 60, loadGenerator: 30 };
    expect(cpuPerRequest(before, after, 1000)).toEqual({
      database: 200,
      function: 40,
      gateway: 40,
      loadGenerator: 20,
    });
    expect(cpuPerRequest(before, after, 0).database).toBe(0);
  });

  test("the share's ceiling: the floor's cost over it plus a request without SQL", () => {
    const floor = { database: 286, function: 0, gateway: 0, loadGenerator: 199 };
    const health = { database: 0, function: 60, gateway: 154, loadGenerator: 54 };
    expect(totalCpu(floor)).toBe(485);
    expect(shareCeiling(floor, health)).toBeCloseTo(485 / 753, 10);
    expect(shareCeiling(floor, { database: 0, function: 0, gateway: 0, loadGenerator: 0 })).toBe(1);
  });
});

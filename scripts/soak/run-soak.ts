import { performance } from "node:perf_hooks";
import { setTimeout as sleep } from "node:timers/promises";
import {
  type Check,
  countBy,
  describeCounts,
  type Fault,
  type FaultKind,
  type FaultMeasure,
  invariantChecks,
  measureFaults,
  responseChecks,
} from "./checks.ts";
import { type LoadRecord, startMixedLoad } from "./load.ts";
import { apiRestartsDuring, functionExitCheck, readFunctionExits } from "./process-exits.ts";
import { createOpportunities, createPartners } from "./soak-data.ts";
import { functionPid, killPostgres, type SoakStack, startSoakStack } from "./soak-stack.ts";

export interface SoakOptions {
  /** Seconds of load; the faults are spread over it and the load runs on until they healed. */
  duration: number;
  connections: number;
  partners: number;
  kills: FaultKind[];
  log?: (line: string) => void;
}

export interface SoakResult {
  checks: Check[];
  passed: boolean;
  requests: number;
  seconds: number;
  statuses: string;
  faults: FaultMeasure[];
  /** Crashes of the api function's process (each restarted by the stack) after Postgres's kill. */
  apiRestartsWhilePostgresDown: number;
  record: LoadRecord;
}

/** Load before a fault is inflicted and after the last one healed. */
const STEADY_MS = 2000;
/** Soak opportunities: enough that bids rarely meet the same one at the same time. */
const OPPORTUNITIES = 200;

/**
 * Starts a fresh stack of its own, drives mixed load at it for `duration` seconds, inflicting
 * each fault in turn (spread evenly, each once the last has healed), then checks the answers and
 * the database's invariants.
 */
export async function runSoak(options: SoakOptions): Promise<SoakResult> {
  const log = options.log ?? (() => {});
  const startedAt = new Date();
  let stack: SoakStack = await startSoakStack({ fresh: true });
  log(`stack up on ${stack.config.apiUrl} (log: ${stack.logFile})`);
  try {
    const partners = await createPartners(stack.config, options.partners);
    const opportunities = await createOpportunities(stack.config, OPPORTUNITIES);
    log(`${partners.length} partners, ${opportunities.length} opportunities; load starts`);
    const began = performance.now();
    const load = startMixedLoad(stack.config, partners, opportunities, options.connections);
    const faults: Fault[] = [];
    const durationMs = options.duration * 1000;
    for (const [i, kind] of options.kills.entries()) {
      await sleep(began + (durationMs * (i + 1)) / (options.kills.length + 1) - performance.now());
      await healed(load.record, faults.at(-1));
      const apiPid = kind === "api" ? await functionPid(stack.pid, "api") : 0;
      log(`killing ${kind}`);
      faults.push({ kind, at: performance.now(), time: new Date() });
      if (kind === "postgres") killPostgres(stack.config);
      if (kind === "api") process.kill(apiPid, "SIGKILL");
      if (kind === "stack") {
        await stack.killAll();
        stack = await startSoakStack({ fresh: false });
        log("stack started again");
      }
    }
    await sleep(began + durationMs - performance.now());
    await healed(load.record, faults.at(-1));
    await load.stop();
    const seconds = (performance.now() - began) / 1000;
    log(`load stopped after ${seconds.toFixed(1)} s; checking`);

    const exits = await readFunctionExits(stack.logFile, startedAt, faults);
    const checks = [
      ...responseChecks(load.record, faults),
      functionExitCheck(exits),
      ...(await invariantChecks(stack.config, load.record)),
    ];
    const { outcomes } = load.record;
    return {
      checks,
      passed: checks.every((check) => check.pass),
      requests: outcomes.length,
      seconds,
      statuses: describeCounts(
        countBy(outcomes.map((o) => `${o.kind} ${o.status || "no answer"}`)),
      ),
      faults: measureFaults(outcomes, faults),
      apiRestartsWhilePostgresDown: apiRestartsDuring("postgres", faults, exits),
      record: load.record,
    };
  } finally {
    await stack.stop();
  }
}

/**
 * Waits until the load has run STEADY_MS without a failure since `fault` and something
 * succeeded after it (at most a minute: a fault that never heals fails its checks).
 */
async function healed(record: LoadRecord, fault: Fault | undefined) {
  if (!fault) return;
  const deadline = fault.at + 60_000;
  while (performance.now() < deadline) {
    const since = record.outcomes.filter((o) => o.end >= fault.at);
    const lastFailure = Math.max(
      fault.at,
      ...since.filter((o) => o.status === 0 || o.status >= 500).map((o) => o.end),
    );
    const succeeded = since.some((o) => o.end > lastFailure && o.status < 500 && o.status > 0);
    if (succeeded && performance.now() - lastFailure >= STEADY_MS) return;
    await sleep(100);
  }
}

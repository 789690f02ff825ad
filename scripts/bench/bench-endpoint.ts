import type { BenchOptions } from "./cli-options.ts";
import { type CpuUse, cpuPerRequest, cpuUse } from "./cpu-use.ts";
import type { BenchContext, BenchEndpoint } from "./endpoints.ts";
import { runHttpLoad } from "./http-load.ts";
import { failureCount } from "./latency.ts";
import type { EndpointResult } from "./report.ts";
import { runFloorOnce, runSqlFloor } from "./sql-floor.ts";

const log = (line: string) => process.stderr.write(`${line}\n`);

/** How one endpoint is driven: at how many connections, and whether its SQL floor runs too. */
export interface EndpointRun {
  connections: number;
  floor: boolean;
}

/**
 * One endpoint: a probe request (a 404 means the route does not exist yet), a warm-up, the
 * measured HTTP run, then (with `run.floor`) its SQL floor for as long after a warm-up of its
 * own connections.
 */
export async function benchEndpoint(
  endpoint: BenchEndpoint,
  context: BenchContext,
  options: BenchOptions,
  run: EndpointRun = { connections: options.connections, floor: true },
): Promise<EndpointResult> {
  const result: EndpointResult = { name: endpoint.name, kind: endpoint.kind, notes: [] };
  const plan = await endpoint.plan(context);
  result.notes.push(...plan.notes);
  const url = `${context.config.apiUrl}/functions/v1/api${plan.path}`;

  const first = plan.nextRequest();
  if (!first) return { ...result, unavailable: "nothing to send" };
  const probe = await fetch(first.path ? new URL(first.path, url) : url, first);
  const probeBody = await probe.text();
  if (!probe.ok) {
    const unavailable = `${probe.status === 404 ? "not available" : "probe failed"} (${probe.status})`;
    return { ...result, unavailable, notes: [`${probe.status}: ${probeBody.slice(0, 160)}`] };
  }

  let nextFloorWork = run.floor ? plan.nextFloorWork : undefined;
  const floorWork = nextFloorWork?.();
  if (floorWork) {
    try {
      const floorAnswer = await runFloorOnce(context.config.dbUrl, floorWork);
      const mismatch = compareAnswers(JSON.parse(probeBody), floorAnswer);
      if (mismatch) result.notes.push(mismatch);
    } catch (error) {
      result.notes.push(`no floor: its SQL failed: ${(error as Error).message}`);
      nextFloorWork = undefined;
    }
  }

  const { connections } = run;
  const load = { url, connections, nextRequest: plan.nextRequest };
  if (options.warmup > 0) {
    log(`${endpoint.name}: warm-up ${options.warmup} s`);
    await runHttpLoad({ ...load, seconds: options.warmup });
  }
  log(`${endpoint.name}: HTTP ${options.duration} s × ${connections} connections`);
  const cpuBefore = cpuUse(context.stackPid);
  const http = await runHttpLoad({ ...load, seconds: options.duration });
  const cpuAfter = cpuUse(context.stackPid);
  if (http.requests === 0) return { ...result, unavailable: "nothing left to send" };
  result.http = http;
  if (cpuBefore && cpuAfter) result.httpCpu = cpuPerRequest(cpuBefore, cpuAfter, http.requests);
  if (http.exhausted) result.notes.push("ran out of valid requests before the time was up");
  result.notes.push(...http.failureSamples);

  if (nextFloorWork) {
    log(`${endpoint.name}: SQL floor ${options.duration} s × ${connections} clients`);
    let floorCpuBefore: CpuUse | undefined;
    let floorCpuAfter: CpuUse | undefined;
    const floor = await runSqlFloor({
      dbUrl: context.config.dbUrl,
      connections,
      seconds: options.duration,
      warmupSeconds: options.warmup,
      nextWork: nextFloorWork,
      onMeasure: (phase) => {
        if (phase === "start") floorCpuBefore = cpuUse(context.stackPid);
        else floorCpuAfter = cpuUse(context.stackPid);
      },
    });
    if (floor.requests > 0) result.floor = floor;
    if (floor.requests > 0 && floorCpuBefore && floorCpuAfter) {
      result.floorCpu = cpuPerRequest(floorCpuBefore, floorCpuAfter, floor.requests);
    }
    if (floor.exhausted) result.notes.push("floor ran out of valid work before the time was up");
    if (failureCount(floor) > 0) {
      result.notes.push(`floor failures: ${JSON.stringify(floor.failures)}`);
      result.notes.push(...floor.failureSamples.map((sample) => `floor ${sample}`));
    }
  }
  return result;
}

/** A warning when the floor's rows and the API's items differ in number: stale copied SQL. */
function compareAnswers(api: unknown, floor: unknown): string | undefined {
  const apiItems = itemCount(api);
  const floorRows = itemCount(floor);
  if (apiItems === undefined || floorRows === undefined || apiItems === floorRows) return;
  return `the floor's SQL returned ${floorRows} rows where the API returned ${apiItems} items: check the copied SQL against the handler`;
}

function itemCount(answer: unknown): number | undefined {
  if (Array.isArray(answer)) return answer.length;
  const { items, itemsJson } = (answer ?? {}) as { items?: unknown; itemsJson?: unknown };
  // Lists the database builds as JSON text for the handler to pass on.
  if (typeof itemsJson === "string") return itemCount(JSON.parse(itemsJson));
  return Array.isArray(items) ? items.length : undefined;
}

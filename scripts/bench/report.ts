import { CPU_PARTS, type CpuUse, shareCeiling, totalCpu } from "./cpu-use.ts";
import { failureCount, type RunStats } from "./latency.ts";

/** What the bench learned about one endpoint in one run. */
export interface EndpointResult {
  name: string;
  /** "list": the list targets apply too; "reference": shown for context, held to no target. */
  kind: "list" | "single" | "reference";
  http?: RunStats;
  floor?: RunStats;
  /** CPU per request (µs) of the HTTP run and of the floor's, where /proc tells. */
  httpCpu?: CpuUse;
  floorCpu?: CpuUse;
  /** Set when the endpoint was not measured, e.g. "not available (404)". */
  unavailable?: string;
  /** Why a row has no numbers, or what else to know about them. */
  notes: string[];
}

/** A set of runs at one data size and one number of connections. */
export interface BenchTable {
  title: string;
  connections: number;
  rows: Record<string, number>;
  results: EndpointResult[];
}

export interface BenchReport {
  header: string[];
  /** At `--connections`, with the SQL floors, at the main data size. */
  throughput?: BenchTable;
  /** At 1 connection, at the main data size. */
  latency?: BenchTable;
  /** The list endpoints at 1 connection at the growth check's two sizes, or why not measured. */
  growth?: { small: BenchTable; large: BenchTable } | { skipped: string };
}

/** The issue's targets. */
export const TARGETS = {
  /** At 50 connections, each endpoint's requests/s at least this share of its floor's. */
  floorShare: 0.8,
  /** Each list endpoint's floor at 100,000 opportunities and 1,000,000 bids, requests/s. */
  listFloorRate: 1000,
  listFloorData: { opportunities: 100_000, bids: 1_000_000 },
  /** At 1 connection: a list's p95 at the large size at most this many times its small one's. */
  growthFactor: 1.5,
  /** At 1 connection, every endpoint's p95 at 100,000 opportunities, ms. */
  p95Ms: 15,
};

const COLUMNS = [
  "endpoint",
  "requests/s",
  "p50",
  "p95",
  "p99",
  "errors/non-2xx",
  "floor req/s",
  "req/s ÷ floor",
  "floor p95",
];

export function printReport(report: BenchReport, out = process.stdout) {
  out.write(`\n${report.header.join("\n")}\n`);
  for (const table of [report.throughput, report.latency]) if (table) printTable(table, out);
  if (report.throughput) printCpu(report.throughput, out);
  const { growth } = report;
  if (growth && "skipped" in growth) out.write(`\nGrowth: not measured (${growth.skipped}).\n`);
  else if (growth) printGrowth(growth.small, growth.large, out);

  const tables = [report.throughput, report.latency].filter((t) => t !== undefined);
  if (growth && !("skipped" in growth)) tables.push(growth.small, growth.large);
  const notes = tables.flatMap((table) =>
    table.results.flatMap((r) => r.notes.map((note) => `  ${table.title}, ${r.name}: ${note}`)),
  );
  if (notes.length > 0) out.write(`\nNotes:\n${[...new Set(notes)].join("\n")}\n`);

  const checks = targetChecks(report);
  if (checks.length === 0) {
    out.write("\nNo targets apply to the endpoints run.\n");
    return;
  }
  out.write("\nTargets:\n");
  for (const check of checks) out.write(`  ${check.pass ? "PASS" : "FAIL"}  ${check.label}\n`);
  const failed = checks.filter((check) => !check.pass).length;
  out.write(`\n${checks.length - failed} of ${checks.length} targets met.\n`);
}

function printTable(table: BenchTable, out: NodeJS.WritableStream) {
  out.write(`\n${table.title} (${describeRows(table.rows)}):\n`);
  writeGrid(COLUMNS, table.results.map(tableRow), out);
  out.write("(latencies in ms; floor = the handler's SQL run directly as the caller)\n");
}

const CPU_COLUMNS: Record<keyof CpuUse, string> = {
  database: "Postgres",
  function: "function",
  gateway: "gateway",
  loadGenerator: "load gen.",
};

/**
 * Where each request's CPU went in the throughput runs: the API's run by part of the stack, the
 * floor's (Postgres and its postgres.js clients). On two shared cores a run's rate is about 2 s
 * of CPU divided by its CPU per request, so the floor's CPU per request over the API's is about
 * the share of its floor the API reaches, and the ceiling (cpu-use.ts's `shareCeiling`, from
 * the reference row's cost) the most it could reach with nothing added but that fixed cost.
 */
function printCpu(table: BenchTable, out: NodeJS.WritableStream) {
  const measured = table.results.filter((result) => result.httpCpu);
  if (measured.length === 0) return;
  const micros = (value: number) => value.toFixed(0);
  const reference = referenceCpu(table);
  const rows = measured.map((result) => {
    const api = result.httpCpu as CpuUse;
    const floor = result.floorCpu;
    const bounds = cpuShare(result, reference);
    return [
      result.name,
      ...CPU_PARTS.map((part) => micros(api[part])),
      micros(totalCpu(api)),
      floor ? micros(floor.database) : "—",
      floor ? micros(floor.loadGenerator) : "—",
      floor ? micros(totalCpu(floor)) : "—",
      bounds ? bounds.share.toFixed(2) : "—",
      bounds?.ceiling !== undefined ? bounds.ceiling.toFixed(2) : "—",
    ];
  });
  out.write(`\nCPU per request, ${table.title} (µs, from /proc):\n`);
  writeGrid(
    [
      "endpoint",
      ...CPU_PARTS.map((part) => CPU_COLUMNS[part]),
      "API total",
      "floor Postgres",
      "floor load gen.",
      "floor total",
      "floor ÷ API",
      "ceiling",
    ],
    rows,
    out,
  );
  out.write(
    "(gateway: the stack's Node process; load gen.: the bench process. floor ÷ API: the share of its floor the API reaches when CPU alone bounds both; ceiling: floor ÷ (floor + GET /api/health's API total), the most floor ÷ API can be if a request with SQL costs the HTTP path at least what one without does)\n",
  );
}

/** CPU per request of the reference row (no SQL): the fixed cost of an HTTP request. */
function referenceCpu(table: BenchTable) {
  return table.results.find((result) => result.kind === "reference")?.httpCpu;
}

/**
 * The floor's CPU per request over the API's, and its ceiling given the reference row's cost
 * (cpu-use.ts's `shareCeiling`), where both runs of the endpoint were measured.
 */
function cpuShare(result: EndpointResult, reference: CpuUse | undefined) {
  const { httpCpu, floorCpu } = result;
  if (!httpCpu || !floorCpu) return undefined;
  return {
    share: totalCpu(floorCpu) / totalCpu(httpCpu),
    ceiling: reference ? shareCeiling(floorCpu, reference) : undefined,
  };
}

function printGrowth(small: BenchTable, large: BenchTable, out: NodeJS.WritableStream) {
  out.write(`\nGrowth, 1 connection: ${describeRows(small.rows)} → ${describeRows(large.rows)}:\n`);
  const rows = small.results.map((before) => {
    const after = large.results.find((r) => r.name === before.name);
    const growth = before.http && after?.http ? after.http.p95 / before.http.p95 : Number.NaN;
    return [
      before.name,
      before.http ? ms(before.http.p95) : (before.unavailable ?? "—"),
      after?.http ? ms(after.http.p95) : (after?.unavailable ?? "—"),
      Number.isNaN(growth) ? "—" : `${growth.toFixed(2)}×`,
      before.http ? rate(before.http) : "—",
      after?.http ? rate(after.http) : "—",
    ];
  });
  writeGrid(
    ["endpoint", "p95 small", "p95 large", "growth", "req/s small", "req/s large"],
    rows,
    out,
  );
}

function writeGrid(columns: string[], rows: string[][], out: NodeJS.WritableStream) {
  const widths = columns.map((title, i) =>
    Math.max(title.length, ...rows.map((r) => r[i]?.length ?? 0)),
  );
  const line = (cells: string[]) =>
    cells
      .map((cell, i) => (i === 0 ? cell.padEnd(widths[i] ?? 0) : cell.padStart(widths[i] ?? 0)))
      .join(" | ");
  out.write(`${line(columns)}\n${widths.map((w) => "-".repeat(w)).join("-|-")}\n`);
  for (const row of rows) out.write(`${line(row)}\n`);
}

export function describeRows(rows: Record<string, number>) {
  return Object.entries(rows)
    .map(([table, n]) => `${n.toLocaleString("en-US")} ${table}`)
    .join(", ");
}

function tableRow(result: EndpointResult): string[] {
  const { http, floor } = result;
  if (!http) return [result.name, result.unavailable ?? "not measured", "", "", "", "", "", "", ""];
  return [
    result.name,
    rate(http),
    ms(http.p50),
    ms(http.p95),
    ms(http.p99),
    failures(http),
    floor ? rate(floor) : "—",
    floor ? share(http, floor).toFixed(2) : "—",
    floor ? ms(floor.p95) : "—",
  ];
}

function perSecond(stats: RunStats) {
  return stats.seconds > 0 ? stats.requests / stats.seconds : 0;
}

function share(http: RunStats, floor: RunStats) {
  const floorRate = perSecond(floor);
  return floorRate > 0 ? perSecond(http) / floorRate : 0;
}

function rate(stats: RunStats) {
  return stats.seconds > 0 ? perSecond(stats).toFixed(0) : "—";
}

function ms(value: number) {
  return Number.isNaN(value) ? "—" : value.toFixed(1);
}

function failures(stats: RunStats) {
  const total = failureCount(stats);
  if (total === 0) return "0";
  const byKind = Object.entries(stats.failures).map(([kind, n]) => `${kind}×${n}`);
  return `${total} (${byKind.join(", ")})`;
}

interface Check {
  label: string;
  pass: boolean;
}

/** Every target that applies to what was run, in the issue's order. */
export function targetChecks(report: BenchReport): Check[] {
  const checks: Check[] = [];
  const { throughput, latency, growth } = report;
  const measured = (table: BenchTable, result: EndpointResult) =>
    result.http
      ? undefined
      : {
          label: `${result.name} (${table.title}): ${result.unavailable ?? "not measured"}`,
          pass: false,
        };

  if (throughput) {
    const at = `at ${throughput.connections} connections`;
    const reference = referenceCpu(throughput);
    // The same share by CPU per request, and its ceiling (printCpu): what bounds it here.
    const byCpu = (result: EndpointResult) => {
      const bounds = cpuShare(result, reference);
      return bounds?.ceiling !== undefined
        ? `; by CPU per request ${bounds.share.toFixed(2)}, ceiling ${bounds.ceiling.toFixed(2)}`
        : "";
    };
    for (const result of throughput.results) {
      if (result.kind === "reference") continue;
      const missing = measured(throughput, result);
      if (missing) {
        checks.push(missing);
        continue;
      }
      const { http, floor } = result as Required<EndpointResult>;
      checks.push(
        floor
          ? {
              label: `${result.name}: ${at}, ${rate(http)} req/s = ${share(http, floor).toFixed(2)} × its floor's ${rate(floor)} (≥ ${TARGETS.floorShare}${byCpu(result)})`,
              pass: share(http, floor) >= TARGETS.floorShare,
            }
          : { label: `${result.name}: ${at}, compared with its floor (no floor)`, pass: false },
      );
    }
    const size = TARGETS.listFloorData;
    const fullSize =
      (throughput.rows.opportunities ?? 0) >= size.opportunities &&
      (throughput.rows.bids ?? 0) >= size.bids;
    const data = fullSize ? "" : ` (data below 100,000 opportunities / 1,000,000 bids)`;
    for (const result of throughput.results) {
      if (result.kind !== "list" || !result.http) continue;
      const floorRate = result.floor ? perSecond(result.floor) : 0;
      checks.push({
        label: `${result.name}: floor ${rate(result.floor ?? result.http)} req/s ${at} ≥ ${TARGETS.listFloorRate}${data}`,
        pass: result.floor !== undefined && fullSize && floorRate >= TARGETS.listFloorRate,
      });
    }
  }

  if (growth && "skipped" in growth) {
    checks.push({
      label: `growth of the list endpoints: not measured (${growth.skipped})`,
      pass: false,
    });
  } else if (growth) {
    const { small, large } = growth;
    const sizes = `${(small.rows.opportunities ?? 0).toLocaleString("en-US")} → ${(large.rows.opportunities ?? 0).toLocaleString("en-US")} opportunities`;
    for (const before of small.results) {
      if (before.kind !== "list") continue;
      const after = large.results.find((r) => r.name === before.name);
      if (!before.http || !after?.http) {
        checks.push({ label: `${before.name}: growth ${sizes} (not measured)`, pass: false });
        continue;
      }
      const factor = after.http.p95 / before.http.p95;
      checks.push({
        label: `${before.name}: 1 connection, p95 ${ms(before.http.p95)} → ${ms(after.http.p95)} ms over ${sizes} = ${factor.toFixed(2)}× (≤ ${TARGETS.growthFactor}×)`,
        pass: factor <= TARGETS.growthFactor,
      });
    }
  }

  if (latency) {
    const enough = (latency.rows.opportunities ?? 0) >= TARGETS.listFloorData.opportunities;
    const data = enough ? "" : " (data below 100,000 opportunities)";
    for (const result of latency.results) {
      if (result.kind === "reference") continue;
      const missing = measured(latency, result);
      if (missing) {
        checks.push(missing);
        continue;
      }
      const p95 = result.http?.p95 ?? Number.NaN;
      checks.push({
        label: `${result.name}: 1 connection, p95 ${ms(p95)} ms ≤ ${TARGETS.p95Ms} ms${data}`,
        pass: enough && p95 <= TARGETS.p95Ms,
      });
    }
  }

  const runs = [throughput, latency].filter((t) => t !== undefined);
  if (growth && !("skipped" in growth)) runs.push(growth.small, growth.large);
  const errors = runs.flatMap((table) =>
    table.results
      .filter((r) => r.http && failureCount(r.http) > 0)
      .map((r) => `${r.name} (${table.title}): ${failures(r.http as RunStats)}`),
  );
  if (runs.length > 0) {
    checks.push({
      label: `zero errors in every run${errors.length > 0 ? `: ${errors.join("; ")}` : ""}`,
      pass: errors.length === 0,
    });
  }
  return checks;
}

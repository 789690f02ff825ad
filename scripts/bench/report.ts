import { failureCount, type RunStats } from "./latency.ts";

/** What the bench learned about one endpoint. */
export interface EndpointResult {
  name: string;
  /** "list": p95 ≤ 30 ms applies; "reference": shown for context, held to no target. */
  kind: "list" | "single" | "reference";
  http?: RunStats;
  floor?: RunStats;
  /** Set when the endpoint was not measured, e.g. "not available (404)". */
  unavailable?: string;
  /** Why a row has no numbers, or what else to know about them. */
  notes: string[];
}

export const LIST_P95_TARGET_MS = 30;
export const FLOOR_RATIO_TARGET = 3;

const COLUMNS = [
  "endpoint",
  "requests/s",
  "p50",
  "p95",
  "p99",
  "errors/non-2xx",
  "floor p95",
  "ratio to floor",
  "floor req/s",
];

export function printReport(results: EndpointResult[], header: string[], out = process.stdout) {
  out.write(`\n${header.join("\n")}\n`);
  const rows = results.map(tableRow);
  const widths = COLUMNS.map((title, i) =>
    Math.max(title.length, ...rows.map((r) => r[i]?.length ?? 0)),
  );
  const line = (cells: string[]) =>
    cells
      .map((cell, i) => (i === 0 ? cell.padEnd(widths[i] ?? 0) : cell.padStart(widths[i] ?? 0)))
      .join(" | ");
  out.write(`\n${line(COLUMNS)}\n${widths.map((w) => "-".repeat(w)).join("-|-")}\n`);
  for (const row of rows) out.write(`${line(row)}\n`);
  out.write("(latencies in ms; floor = the handler's SQL run directly as the caller)\n");

  const notes = results.flatMap((r) => r.notes.map((note) => `  ${r.name}: ${note}`));
  if (notes.length > 0) out.write(`\nNotes:\n${notes.join("\n")}\n`);

  const checks = results.flatMap(targetChecks);
  if (checks.length === 0) {
    out.write("\nNo targets apply to the endpoints run.\n");
    return;
  }
  out.write("\nTargets:\n");
  for (const check of checks) out.write(`  ${check.pass ? "PASS" : "FAIL"}  ${check.label}\n`);
  const failed = checks.filter((check) => !check.pass).length;
  out.write(`\n${checks.length - failed} of ${checks.length} targets met.\n`);
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
    floor ? ms(floor.p95) : "—",
    floor ? `${ratio(http, floor)}×` : "—",
    floor ? rate(floor) : "—",
  ];
}

function ratio(http: RunStats, floor: RunStats) {
  return (http.p95 / floor.p95).toFixed(1);
}

function rate(stats: RunStats) {
  return stats.seconds > 0 ? (stats.requests / stats.seconds).toFixed(0) : "—";
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

function targetChecks(result: EndpointResult): Check[] {
  const { http, floor, name } = result;
  if (result.kind === "reference") return [];
  if (!http)
    return [{ label: `${name}: measured (${result.unavailable ?? "not measured"})`, pass: false }];
  const checks: Check[] = [];
  if (result.kind === "list") {
    checks.push({
      label: `${name}: p95 ${ms(http.p95)} ms ≤ ${LIST_P95_TARGET_MS} ms`,
      pass: http.p95 <= LIST_P95_TARGET_MS,
    });
  }
  checks.push(
    floor
      ? {
          label: `${name}: p95 ${ratio(http, floor)}× its bare SQL ≤ ${FLOOR_RATIO_TARGET}×`,
          pass: http.p95 <= FLOOR_RATIO_TARGET * floor.p95,
        }
      : { label: `${name}: compared with its bare SQL (no floor)`, pass: false },
  );
  const errors = failureCount(http);
  checks.push({ label: `${name}: zero errors (${errors})`, pass: errors === 0 });
  return checks;
}

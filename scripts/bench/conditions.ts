import os from "node:os";
import pg from "pg";
import type { BenchOptions } from "./cli-options.ts";

/** What the numbers depend on, printed above the table. */
export interface BenchConditions {
  options: BenchOptions;
  /** The 1-minute load average before the bench started anything: other work on the machine. */
  loadBefore: number;
  logFile: string;
}

const COUNTED = ["users", "opportunities", "bids", "tours"];

export async function countRows(adminDbUrl: string): Promise<Record<string, number>> {
  const client = new pg.Client({ connectionString: adminDbUrl });
  await client.connect();
  try {
    const rows: Record<string, number> = {};
    for (const table of COUNTED) {
      const result = await client.query(`select count(*)::int as n from public.${table}`);
      rows[table] = result.rows[0].n;
    }
    return rows;
  } finally {
    await client.end();
  }
}

export function loadAverage() {
  return os.loadavg()[0] ?? 0;
}

export function conditionLines({ options, loadBefore, logFile }: BenchConditions) {
  const cpus = os.availableParallelism();
  const loadNow = loadAverage();
  return [
    `Each endpoint: ${options.duration} s × ${options.connections} connections over HTTP after a ${options.warmup} s warm-up, then its SQL for ${options.duration} s × ${options.connections} clients; then ${options.duration} s at 1 connection. Each table says its data.`,
    `Load average after the runs: ${loadNow.toFixed(1)}.`,
    `Machine: ${cpus} CPUs shared by Postgres, Deno, the gateway and the load generator; load average ${loadBefore.toFixed(1)} before the bench (other work on the machine skews every number).`,
    `Stack log: ${logFile}`,
  ];
}

import { performance } from "node:perf_hooks";
import postgres from "postgres";
import type { Claims } from "../../supabase/functions/_shared/server/app-env.ts";
import {
  callerSettings,
  runInTransaction,
  type Work,
} from "../../supabase/functions/_shared/server/transaction.ts";
import { LatencyRecorder, type RunStats } from "./latency.ts";

/**
 * One request's worth of SQL: the transactions its handler runs, on one client of one
 * connection. Resolves to what the last query returned, to compare with the API's answer.
 */
export type FloorWork = (client: postgres.Sql) => Promise<unknown>;

export interface FloorLoad {
  dbUrl: string;
  connections: number;
  seconds: number;
  /**
   * Seconds of unmeasured work first, on the same connections: a new backend plans each
   * PL/pgSQL statement afresh for its first calls, which the API's warm pool no longer does.
   */
  warmupSeconds?: number;
  /** Called when the measured part starts and when it ends (the CPU readings of cpu-use.ts). */
  onMeasure?: (phase: "start" | "end") => void;
  /** The next request's work; undefined when there is nothing valid left to run. */
  nextWork: () => FloorWork | undefined;
}

/**
 * A transaction as the caller, exactly as the API's `asCaller` (supabase/functions/_shared/server/db.ts)
 * runs it: the same postgres.js, the same `runInTransaction` and caller settings
 * (_shared/server/transaction.ts), so the same statements in the same round trips (one for work that is
 * one statement), each prepared once per connection as the API's pool prepares it.
 */
export async function asCaller<T>(
  client: postgres.Sql,
  claims: Record<string, unknown>,
  fn: Work<T>,
): Promise<T> {
  const connection = await client.reserve();
  // The claims of a token Auth issued (accounts.ts), as the API's middleware passes them on.
  return runInTransaction(connection, callerSettings(claims as Claims), fn);
}

/** A client of one connection, which its work reserves for each transaction. */
function connect(dbUrl: string) {
  return postgres(dbUrl, { max: 1, onnotice: () => {} });
}

/** `connections` clients, each running work back to back until the time is up, like pgbench. */
export async function runSqlFloor(load: FloorLoad): Promise<RunStats & { exhausted: boolean }> {
  const recorder = new LatencyRecorder();
  const clients = Array.from({ length: load.connections }, () => connect(load.dbUrl));
  // Connected before the clock starts.
  await Promise.all(clients.map((client) => client`select 1`));
  let exhausted = false;

  const loop = async (client: postgres.Sql, deadline: number, record: LatencyRecorder | null) => {
    while (performance.now() < deadline && !exhausted) {
      const work = load.nextWork();
      if (!work) {
        exhausted = true;
        break;
      }
      const begin = performance.now();
      try {
        await work(client);
      } catch (error) {
        const code = (error as { code?: string }).code ?? "error";
        record?.fail(code, (error as Error).message);
      }
      record?.record(performance.now() - begin);
    }
  };
  let started = performance.now();
  try {
    if (load.warmupSeconds) {
      const warmEnd = performance.now() + load.warmupSeconds * 1000;
      await Promise.all(clients.map((client) => loop(client, warmEnd, null)));
    }
    load.onMeasure?.("start");
    started = performance.now();
    const deadline = started + load.seconds * 1000;
    await Promise.all(clients.map((client) => loop(client, deadline, recorder)));
    load.onMeasure?.("end");
  } finally {
    await Promise.all(clients.map((client) => client.end({ timeout: 5 }).catch(() => {})));
  }
  return { ...recorder.stats((performance.now() - started) / 1000), exhausted };
}

/** One request's SQL on a connection of its own, for its answer. */
export async function runFloorOnce(dbUrl: string, work: FloorWork): Promise<unknown> {
  const client = connect(dbUrl);
  try {
    return await work(client);
  } finally {
    await client.end({ timeout: 5 });
  }
}

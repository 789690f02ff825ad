import { performance } from "node:perf_hooks";
import pg from "pg";
import { preparedQuery, type TaggedSql, taggedSql } from "./caller-sql.ts";
import { LatencyRecorder, type RunStats } from "./latency.ts";

export type Claims = Record<string, unknown>;

/**
 * One request's worth of SQL: the transactions its handler runs, on one connection. Resolves
 * to what the last query returned, to compare with the API's answer.
 */
export type FloorWork = (client: pg.Client) => Promise<unknown>;

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
 * A transaction as the caller, statement for statement what the API's `asCaller`
 * (supabase/functions/_shared/db.ts) sends: begin, the session check with the role and claims
 * set in one select, the handler's queries, commit, each statement prepared once per connection
 * as the API's are. (The API sends begin, the select and the first query together, and commit
 * with them when the handler's work is one statement; `pg` awaits each, two or three round trips
 * more.)
 */
export async function asCaller<T>(
  client: pg.Client,
  claims: Claims,
  fn: (tx: TaggedSql) => PromiseLike<T>,
): Promise<T> {
  await client.query("begin");
  try {
    const sessionId = typeof claims.session_id === "string" ? claims.session_id : null;
    await client.query(
      preparedQuery(
        `select
         private.require_live_session($6::uuid),
         set_config('role', $1, true),
         set_config('request.jwt.claims', $2, true),
         set_config('request.jwt.claim.sub', $3, true),
         set_config('request.jwt.claim.role', $4, true),
         set_config('request.headers', $5, true)`,
        [
          "authenticated",
          JSON.stringify(claims),
          String(claims.sub ?? ""),
          "authenticated",
          "{}",
          sessionId,
        ],
      ),
    );
    const result = await fn(taggedSql(client));
    await client.query("commit");
    return result;
  } catch (error) {
    await client.query("rollback").catch(() => {});
    throw error;
  }
}

/** `connections` clients, each running work back to back until the time is up, like pgbench. */
export async function runSqlFloor(load: FloorLoad): Promise<RunStats & { exhausted: boolean }> {
  const recorder = new LatencyRecorder();
  const clients = Array.from({ length: load.connections }, () => {
    const client = new pg.Client({ connectionString: load.dbUrl });
    client.on("error", () => {});
    return client;
  });
  await Promise.all(clients.map((client) => client.connect()));
  let exhausted = false;

  const loop = async (client: pg.Client, deadline: number, record: LatencyRecorder | null) => {
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
    await Promise.all(clients.map((client) => client.end().catch(() => {})));
  }
  return { ...recorder.stats((performance.now() - started) / 1000), exhausted };
}

/** One request's SQL on a connection of its own, for its answer. */
export async function runFloorOnce(dbUrl: string, work: FloorWork): Promise<unknown> {
  const client = new pg.Client({ connectionString: dbUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

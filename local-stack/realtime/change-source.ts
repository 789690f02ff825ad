import { LogicalReplicationService, type Pgoutput, PgoutputPlugin } from "pg-logical-replication";
import type { StackContext } from "../lib/context.ts";
import type { Pool } from "../lib/db.ts";
import { type ChangeAction, PUBLICATION } from "./postgres-bindings.ts";

export const SLOT_NAME = "supabase_realtime_replication_slot";

/** Column values as Postgres printed them: text, null for NULL, absent for an unchanged TOAST value. */
export type TextRow = Record<string, string | null>;

/** One committed row change of a published table, as the replication stream carried it. */
export interface RowChange {
  relationOid: number;
  schema: string;
  table: string;
  action: ChangeAction;
  /** ISO UTC with milliseconds and `Z`, the transaction's commit time. */
  commitTimestamp: string;
  columns: Array<{ name: string; typeOid: number; typeMod: number }>;
  /** The new row (INSERT, UPDATE). */
  record?: TextRow;
  /** The old row: every column under REPLICA IDENTITY FULL, else the key when it changed or on DELETE. */
  oldRecord?: TextRow;
}

/**
 * Keeps values as the text pgoutput sends: the package would otherwise parse them with node-pg's
 * global type parsers (Dates, lossy numbers), and the payload needs Postgres's own JSON rendering.
 * A relation message reaches the parser before any row that uses it, so swapping the column
 * parsers on it covers every row.
 */
class TextPgoutputPlugin extends PgoutputPlugin {
  override parse(buffer: Buffer): Pgoutput.Message {
    const message = super.parse(buffer);
    if (message.tag === "relation") {
      for (const column of message.columns) column.parser = (raw: unknown) => raw;
    }
    return message;
  }
}

/**
 * Streams the publication `supabase_realtime` through the built-in pgoutput plugin on the slot
 * Realtime uses. The slot is made fresh on every start so no stale WAL is replayed, and dropped
 * on stop so it holds no WAL while nothing reads it.
 */
export async function startChangeSource(
  ctx: StackContext,
  onChange: (change: RowChange) => Promise<void>,
) {
  await dropSlot(ctx.pool, 0);
  await ctx.pool.query("select pg_create_logical_replication_slot($1, 'pgoutput')", [SLOT_NAME]);

  const service = new LogicalReplicationService(
    { connectionString: ctx.config.adminDbUrl, application_name: "realtime_replication" },
    { acknowledge: { auto: true, timeoutSeconds: 10 }, flowControl: { enabled: true } },
  );
  const plugin = new TextPgoutputPlugin({ protoVersion: 1, publicationNames: [PUBLICATION] });
  let commitTimestamp = new Date().toISOString();

  service.on("data", async (_lsn: string, message: Pgoutput.Message) => {
    if (message.tag === "begin") {
      commitTimestamp = new Date(Math.floor(Number(message.commitTime) / 1000)).toISOString();
      return;
    }
    if (message.tag !== "insert" && message.tag !== "update" && message.tag !== "delete") return;
    try {
      await onChange(rowChange(message, commitTimestamp));
    } catch (error) {
      ctx.log(
        `change on ${message.relation.schema}.${message.relation.name} not delivered: ${error}`,
      );
    }
  });
  service.on("heartbeat", (lsn: string, _timestamp: number, shouldRespond: boolean) => {
    if (shouldRespond) service.acknowledge(lsn).catch(() => {});
  });
  service.on("error", (error: Error) => {
    if (!stopping) ctx.log(`replication: ${error.message}`);
  });

  let stopping = false;
  let retry: NodeJS.Timeout | undefined;
  const run = () => {
    service.subscribe(plugin, SLOT_NAME).then(
      () => scheduleRetry(),
      () => scheduleRetry(),
    );
  };
  const scheduleRetry = () => {
    if (!stopping) retry = setTimeout(run, 1000);
  };
  const started = new Promise<void>((resolve) => service.once("start", () => resolve()));
  const stop = async () => {
    stopping = true;
    clearTimeout(retry);
    await service.destroy().catch(() => {});
    // Our walsender exits on its own once the stream ends; give it a moment before ending it.
    await dropSlot(ctx.pool, 1000);
  };
  run();
  try {
    await withTimeout(started, 15_000, "replication did not start");
  } catch (error) {
    await stop();
    throw error;
  }
  return { stop };
}

function rowChange(
  message: Pgoutput.MessageInsert | Pgoutput.MessageUpdate | Pgoutput.MessageDelete,
  commitTimestamp: string,
): RowChange {
  const { relation } = message;
  const change: RowChange = {
    relationOid: relation.relationOid,
    schema: relation.schema,
    table: relation.name,
    action: message.tag === "insert" ? "INSERT" : message.tag === "update" ? "UPDATE" : "DELETE",
    commitTimestamp,
    columns: relation.columns.map((c) => ({
      name: c.name,
      typeOid: c.typeOid,
      typeMod: c.typeMod,
    })),
  };
  if (message.tag !== "delete") change.record = defined(message.new);
  if (message.tag !== "insert") {
    const old = message.old ?? message.key;
    if (old) change.oldRecord = defined(old);
  }
  return change;
}

function defined(row: Record<string, unknown>): TextRow {
  const result: TextRow = {};
  for (const [name, value] of Object.entries(row)) {
    if (value !== undefined) result[name] = value === null ? null : String(value);
  }
  return result;
}

/** Drops the slot, ending a walsender that still holds it after `graceMs` (say, of a killed run). */
async function dropSlot(pool: Pool, graceMs: number) {
  const started = Date.now();
  for (let attempt = 0; attempt < 50; attempt++) {
    const { rows } = await pool.query<{ active_pid: number | null }>(
      "select active_pid from pg_replication_slots where slot_name = $1",
      [SLOT_NAME],
    );
    const slot = rows[0];
    if (!slot) return;
    if (slot.active_pid === null) {
      const dropped = await pool
        .query("select pg_drop_replication_slot($1)", [SLOT_NAME])
        .then(() => true)
        .catch(() => false);
      if (dropped) return;
    } else if (Date.now() - started >= graceMs) {
      await pool.query("select pg_terminate_backend($1)", [slot.active_pid]);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`replication slot ${SLOT_NAME} could not be dropped`);
}

function withTimeout<T>(promise: Promise<T>, ms: number, message: string) {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(message)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

import type { ChangeFacts, JsonRow } from "./change-facts.ts";
import type { RowChange } from "./change-source.ts";

/** The `data` of a postgres_changes push (Realtime's NewRecord/UpdatedRecord/DeletedRecord). */
export interface ChangePayload {
  schema: string;
  table: string;
  commit_timestamp: string | null;
  type: RowChange["action"];
  columns: Array<{ name: string; type: string }>;
  record?: JsonRow;
  old_record?: JsonRow;
  errors: string[] | null;
}

/**
 * The change as one role sees it: only the columns it may SELECT, narrowed to `select` (plus
 * the primary key) when the binding asked for columns.
 */
export function changePayload(
  change: RowChange,
  facts: ChangeFacts,
  selectable: Set<string>,
  select: string[] | null,
): ChangePayload {
  const include = (name: string) =>
    selectable.has(name) && (!select || select.includes(name) || facts.primaryKey.includes(name));
  const payload: ChangePayload = {
    schema: change.schema,
    table: change.table,
    commit_timestamp: change.commitTimestamp,
    type: change.action,
    columns: change.columns
      .filter((c) => include(c.name))
      .map((c) => ({ name: c.name, type: facts.typeNames.get(c.name) ?? "text" })),
    errors: null,
  };
  if (change.action !== "DELETE") payload.record = pick(facts.record, include);
  if (change.action !== "INSERT") payload.old_record = pick(oldRow(change, facts), include);
  return payload;
}

/** Without an old tuple (the key did not change), the old row is its key, as wal2json reports it. */
function oldRow(change: RowChange, facts: ChangeFacts): JsonRow {
  if (facts.oldRecord) return facts.oldRecord;
  const key: JsonRow = {};
  for (const column of facts.primaryKey) {
    if (facts.record && column in facts.record) key[column] = facts.record[column];
  }
  return change.action === "UPDATE" ? key : {};
}

/** What a role gets when Realtime cannot check the row for it (no key, or no SELECT on it). */
export function errorPayload(change: RowChange, error: string): ChangePayload {
  const payload: ChangePayload = {
    schema: change.schema,
    table: change.table,
    commit_timestamp: null,
    type: change.action,
    columns: [],
    errors: [error],
  };
  if (change.action !== "DELETE") payload.record = {};
  if (change.action !== "INSERT") payload.old_record = {};
  return payload;
}

function pick(row: JsonRow | undefined, include: (name: string) => boolean) {
  const result: JsonRow = {};
  for (const [name, value] of Object.entries(row ?? {})) if (include(name)) result[name] = value;
  return result;
}

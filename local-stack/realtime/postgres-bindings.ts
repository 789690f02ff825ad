import type { Pool } from "../lib/db.ts";
import { parseFilter, type RowFilter } from "./filter-syntax.ts";

export const PUBLICATION = "supabase_realtime";

export type ChangeAction = "INSERT" | "UPDATE" | "DELETE";

/** One `postgres_changes` entry of a join, as Realtime's subscription row holds it. */
export interface PostgresBinding {
  /** The integer realtime-js matches pushes by; stands in for Realtime's `:erlang.phash2(params)`. */
  id: number;
  action: ChangeAction | "*";
  schema: string;
  table: string;
  filters: RowFilter[];
  /** Columns asked for with `select`; the primary key always comes along. Null means all. */
  select: string[] | null;
  /** `schema.table` of every published table the binding covered when it was made. */
  entities: Set<string>;
}

export type Entry = Record<string, unknown>;

/** The join reply echoes each entry exactly as sent, in order, plus its id. */
export function replyEntries(entries: Entry[]) {
  return entries.map((entry) => ({ ...entry, id: bindingId(entry) }));
}

export function joinEntries(config: unknown): Entry[] {
  const list = (config as { postgres_changes?: unknown } | undefined)?.postgres_changes;
  if (!Array.isArray(list)) return [];
  return list.filter((entry): entry is Entry => !!entry && typeof entry === "object");
}

/**
 * Turns join entries into bindings, checking them as Realtime does when it writes its
 * subscription rows: the parameters parse, they cover at least one table of the publication,
 * filter columns exist, and the token's role exists. Returns Realtime's error text on failure.
 */
export async function makeBindings(
  pool: Pool,
  entries: Entry[],
  role: string,
): Promise<{ ok: true; bindings: PostgresBinding[] } | { ok: false; error: string }> {
  const { rows } = await pool.query<{ role_exists: boolean; tables: PublishedTable[] }>(
    `select exists(select 1 from pg_roles where rolname = $2) as role_exists,
            coalesce((select json_agg(json_build_object('schema', schemaname, 'table', tablename,
                      'columns', attnames::text[])) from pg_publication_tables where pubname = $1),
                     '[]') as tables`,
    [PUBLICATION, role],
  );
  const { role_exists: roleExists, tables } = rows[0] as {
    role_exists: boolean;
    tables: PublishedTable[];
  };
  const bindings: PostgresBinding[] = [];
  for (const entry of entries) {
    const parsed = parseEntry(entry);
    if (typeof parsed === "string") return { ok: false, error: parsed };
    const covered = tables.filter(
      (t) =>
        (parsed.schema === "*" || t.schema === parsed.schema) &&
        (parsed.table === "*" || t.table === parsed.table),
    );
    if (covered.length === 0) {
      return {
        ok: false,
        error: `Unable to subscribe to changes with given parameters. Please check Realtime is enabled for the given connect parameters: [${paramsForLog(parsed)}]`,
      };
    }
    const problem = !roleExists ? `role "${role}" does not exist` : missingColumn(parsed, covered);
    if (problem) {
      return {
        ok: false,
        error: `Unable to subscribe to changes with given parameters. An exception happened so please check your connect parameters: [${paramsForLog(parsed)}]. Exception: ${problem}`,
      };
    }
    parsed.entities = new Set(covered.map((t) => `${t.schema}.${t.table}`));
    bindings.push(parsed);
  }
  return { ok: true, bindings };
}

interface PublishedTable {
  schema: string;
  table: string;
  columns: string[];
}

function parseEntry(entry: Entry): PostgresBinding | string {
  const event = typeof entry.event === "string" ? entry.event.toUpperCase() : "*";
  const action = (
    ["INSERT", "UPDATE", "DELETE"].includes(event) ? event : "*"
  ) as PostgresBinding["action"];
  const hasSchema = typeof entry.schema === "string";
  const hasTable = typeof entry.table === "string";
  if (!hasSchema && !hasTable) {
    return `No subscription params provided. Please provide at least a \`schema\` or \`table\` to subscribe to: ${JSON.stringify(entry)}`;
  }
  if (entry.filter !== undefined && typeof entry.filter !== "string") {
    return `Error parsing \`filter\` params: ${JSON.stringify(entry.filter)}`;
  }
  const filter = parseFilter(entry.filter as string | undefined);
  if (!filter.ok) return filter.error;
  let select: string[] | null = null;
  if (typeof entry.select === "string") {
    return 'Error parsing `select` params: expected a list of column name strings, e.g. select: ["col1", "col2"]';
  }
  if (Array.isArray(entry.select)) {
    const names = entry.select.filter((c): c is string => typeof c === "string");
    select = names.length > 0 ? names : null;
  }
  const schema = hasSchema ? (entry.schema as string) : "public";
  const table = hasTable ? (entry.table as string) : "*";
  if (select && (schema === "*" || table === "*")) {
    return "Column selection is not supported for wildcard subscriptions. Provide an explicit schema and table name.";
  }
  return {
    id: bindingId(entry),
    action,
    schema,
    table,
    filters: filter.filters,
    select,
    entities: new Set(),
  };
}

function missingColumn(binding: PostgresBinding, tables: PublishedTable[]) {
  for (const table of tables) {
    const filterColumn = binding.filters.find((f) => !table.columns.includes(f.column));
    if (filterColumn) return `invalid column for filter ${filterColumn.column}`;
    const selected = binding.select?.find((c) => !table.columns.includes(c));
    if (selected) return `invalid column for select ${selected}`;
  }
  return undefined;
}

function paramsForLog(binding: PostgresBinding) {
  const filters = binding.filters.map(
    (f) => `{"${f.column}", "${f.op}", "${f.value}", ${f.negate}}`,
  );
  const select = binding.select ? JSON.stringify(binding.select) : "nil";
  return `event: ${binding.action}, schema: ${binding.schema}, table: ${binding.table}, filters: [${filters.join(", ")}], select: ${select}`;
}

/** A stable positive integer for an entry (FNV-1a over its canonical JSON, in phash2's range). */
export function bindingId(entry: Entry) {
  const text = JSON.stringify(entry, Object.keys(entry).sort());
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return (hash % 0x7ffffff) + 1;
}

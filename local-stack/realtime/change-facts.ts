import pg from "pg";
import type { RowChange, TextRow } from "./change-source.ts";

export type JsonRow = Record<string, unknown>;

/** What the database says about one change, read in one query when a subscriber wants it. */
export interface ChangeFacts {
  rlsEnabled: boolean;
  primaryKey: string[];
  /** Per subscriber role, the columns it may SELECT (`has_column_privilege`). */
  selectable: Map<string, Set<string>>;
  /** Column name → pg_type.typname ("int8", "_text"), as the payload's `columns` lists them. */
  typeNames: Map<string, string>;
  /** Column name → the SQL type to cast its text to ("bigint", "public.mood"). */
  castTypes: Map<string, string>;
  /** The row's values as `to_jsonb` renders them: numbers, booleans, JSON, arrays, ISO times. */
  record?: JsonRow;
  oldRecord?: JsonRow;
}

interface TypeInfo {
  typname: string;
  castType: string;
}

/**
 * Reads change facts on a connection of its own in UTC, so times render as Realtime's do
 * whatever the server's default time zone.
 */
export function createChangeFacts(adminDbUrl: string) {
  const pool = new pg.Pool({
    connectionString: adminDbUrl,
    max: 2,
    options: "-c TimeZone=UTC",
    application_name: "realtime_changes",
  });
  pool.on("error", () => {});
  /** Keyed by `oid:typmod`; a type's name and rendering do not change under a running stack. */
  const types = new Map<string, TypeInfo>();
  const typeKey = (c: { typeOid: number; typeMod: number }) => `${c.typeOid}:${c.typeMod}`;

  async function typeInfo(change: RowChange) {
    const missing = change.columns.filter((c) => !types.has(typeKey(c)));
    if (missing.length > 0) {
      const { rows } = await pool.query<{
        oid: number;
        typmod: number;
        typname: string;
        cast_type: string;
      }>(
        `select m.oid::int, m.typmod, t.typname, format_type(t.oid, m.typmod) as cast_type
           from unnest($1::oid[], $2::int[]) m(oid, typmod) join pg_type t on t.oid = m.oid`,
        [missing.map((c) => c.typeOid), missing.map((c) => c.typeMod)],
      );
      for (const row of rows) {
        types.set(typeKey({ typeOid: row.oid, typeMod: row.typmod }), {
          typname: row.typname,
          castType: row.cast_type,
        });
      }
    }
    const typeNames = new Map<string, string>();
    const castTypes = new Map<string, string>();
    for (const column of change.columns) {
      const info = types.get(typeKey(column)) ?? { typname: "text", castType: "text" };
      typeNames.set(column.name, info.typname);
      castTypes.set(column.name, info.castType);
    }
    return { typeNames, castTypes };
  }

  async function load(change: RowChange, roles: string[]): Promise<ChangeFacts | undefined> {
    const { typeNames, castTypes } = await typeInfo(change);
    const params: unknown[] = [change.relationOid, roles, change.columns.map((c) => c.name)];
    const record = rowJsonSql(change.record, castTypes, params);
    const oldRecord = rowJsonSql(change.oldRecord, castTypes, params);
    const { rows } = await pool.query<{
      rls: boolean;
      pk: string[];
      selectable: Record<string, string[]>;
      record: JsonRow | null;
      old_record: JsonRow | null;
    }>(
      `select c.relrowsecurity as rls,
              coalesce((select json_agg(a.attname order by a.attnum)
                          from pg_index i
                          join pg_attribute a on a.attrelid = i.indrelid and a.attnum = any(i.indkey)
                         where i.indrelid = c.oid and i.indisprimary), '[]') as pk,
              coalesce((select json_object_agg(r.name,
                                 (select coalesce(json_agg(col.name), '[]')
                                    from unnest($3::text[]) col(name)
                                   where has_column_privilege(r.name, c.oid, col.name, 'SELECT')))
                          from unnest($2::text[]) r(name)
                         where exists (select 1 from pg_roles where rolname = r.name)), '{}') as selectable,
              ${record} as record,
              ${oldRecord} as old_record
         from pg_class c
        where c.oid = $1`,
      params,
    );
    const row = rows[0];
    if (!row) return undefined;
    return {
      rlsEnabled: row.rls,
      primaryKey: row.pk,
      selectable: new Map(
        Object.entries(row.selectable).map(([role, cols]) => [role, new Set(cols)]),
      ),
      typeNames,
      castTypes,
      record: row.record ?? undefined,
      oldRecord: row.old_record ?? undefined,
    };
  }

  return { load, end: () => pool.end() };
}

/** SQL for a row as a JSON object in column order, each value through `to_jsonb(text::type)`. */
function rowJsonSql(row: TextRow | undefined, castTypes: Map<string, string>, params: unknown[]) {
  if (!row) return "null::json";
  const entries = Object.entries(row).map(([name, value], index) => {
    params.push(name);
    const nameRef = `$${params.length}::text`;
    if (value === null) return `(${index}, ${nameRef}, 'null'::jsonb)`;
    params.push(value);
    return `(${index}, ${nameRef}, to_jsonb($${params.length}::${castTypes.get(name) ?? "text"}))`;
  });
  if (entries.length === 0) return "'{}'::json";
  return `(select json_object_agg(k, v order by i) from (values ${entries.join(", ")}) t(i, k, v))`;
}

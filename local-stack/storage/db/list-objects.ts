import type { PoolClient } from "../../lib/db.ts";
import { errors } from "../errors.ts";
import type { ObjectMetadata } from "./objects.ts";

/** One entry of a folder listing; folders have only a name. */
export interface ListEntry {
  name: string;
  id: string | null;
  updated_at: string | null;
  created_at: string | null;
  last_accessed_at: string | null;
  metadata: ObjectMetadata | null;
}

export interface ListOptions {
  prefix: string;
  search: string;
  limit: number;
  offset: number;
  sortColumn: string;
  sortOrder: "asc" | "desc";
}

const SORT_COLUMNS = ["name", "updated_at", "created_at", "last_accessed_at"];

/** Reads the body of `POST /object/list/{bucket}` with storage-js's defaults. */
export function parseListOptions(body: Record<string, unknown>): ListOptions {
  const prefix = typeof body.prefix === "string" ? body.prefix : "";
  const sortBy = (body.sortBy ?? {}) as { column?: unknown; order?: unknown };
  const sortColumn = String(sortBy.column ?? "name");
  const sortOrder = String(sortBy.order ?? "asc").toLowerCase();
  if (!SORT_COLUMNS.includes(sortColumn)) throw errors.invalidParameter("sortBy.column");
  if (sortOrder !== "asc" && sortOrder !== "desc") throw errors.invalidParameter("sortBy.order");
  return {
    prefix: prefix.length > 0 && !prefix.endsWith("/") ? `${prefix}/` : prefix,
    search: typeof body.search === "string" ? body.search : "",
    limit: count(body.limit, 100, "limit"),
    offset: count(body.offset, 0, "offset"),
    sortColumn,
    sortOrder,
  };
}

function count(value: unknown, fallback: number, name: string) {
  if (value === undefined || value === null) return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0) throw errors.invalidParameter(name);
  return n;
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * Lists what lies directly under a prefix, as Storage's `storage.search` does: names matching
 * `prefix || search` (case-insensitive), folders first (sorted by name), then files.
 */
export async function listObjects(client: PoolClient, bucket: string, options: ListOptions) {
  const level = options.prefix.split("/").length;
  const order = options.sortOrder;
  const { rows } = await client.query<ListEntry>(
    `with matching as (
       select * from storage.objects
        where bucket_id = $1 and name ilike $2 escape '\\'
     ), entries as (
       select 0 as kind, folder as name, null::uuid as id, null::timestamptz as updated_at,
              null::timestamptz as created_at, null::timestamptz as last_accessed_at,
              null::jsonb as metadata, row_number() over (order by folder ${order}) as position
         from (select distinct path_tokens[$3] as folder from matching
                where array_length(path_tokens, 1) > $3) as folders
       union all
       select 1, path_tokens[$3], id, updated_at, created_at, last_accessed_at, metadata,
              row_number() over (order by ${options.sortColumn} ${order}, name ${order})
         from matching
        where array_length(path_tokens, 1) = $3
     )
     select name, id, updated_at, created_at, last_accessed_at, metadata
       from entries order by kind, position limit $4 offset $5`,
    [
      bucket,
      `${escapeLike(options.prefix)}${escapeLike(options.search)}%`,
      level,
      options.limit,
      options.offset,
    ],
  );
  return rows;
}

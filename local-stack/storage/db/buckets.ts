import type { PoolClient } from "../../lib/db.ts";

export interface BucketRow {
  id: string;
  name: string;
  owner: string | null;
  owner_id: string | null;
  public: boolean;
  file_size_limit: number | null;
  allowed_mime_types: string[] | null;
  created_at: string;
  updated_at: string;
}

export interface BucketSettings {
  public?: boolean;
  fileSizeLimit?: number | null;
  allowedMimeTypes?: string[] | null;
}

// bigint arrives as text from pg; the API speaks numbers.
const COLUMNS = `id, name, owner, owner_id, coalesce(public, false) as public,
  file_size_limit::float8 as file_size_limit, allowed_mime_types, created_at, updated_at`;

export async function findBucket(client: PoolClient, id: string) {
  const { rows } = await client.query<BucketRow>(
    `select ${COLUMNS} from storage.buckets where id = $1`,
    [id],
  );
  return rows[0];
}

export interface BucketListOptions {
  limit?: number;
  offset: number;
  search: string;
  sortColumn: "id" | "name" | "created_at" | "updated_at";
  sortOrder: "asc" | "desc";
}

export async function listBuckets(client: PoolClient, options: BucketListOptions) {
  const { rows } = await client.query<BucketRow>(
    `select ${COLUMNS} from storage.buckets
      where name ilike '%' || $1 || '%'
      order by ${options.sortColumn} ${options.sortOrder}
      limit $2 offset $3`,
    [options.search.replace(/[\\%_]/g, (c) => `\\${c}`), options.limit ?? null, options.offset],
  );
  return rows;
}

export async function insertBucket(
  client: PoolClient,
  bucket: {
    id: string;
    name: string;
    owner: string | null;
    ownerId: string | null;
  } & BucketSettings,
) {
  await client.query(
    `insert into storage.buckets (id, name, owner, owner_id, public, file_size_limit, allowed_mime_types)
     values ($1, $2, $3, $4, $5, $6, $7)`,
    [
      bucket.id,
      bucket.name,
      bucket.owner,
      bucket.ownerId,
      bucket.public ?? false,
      bucket.fileSizeLimit ?? null,
      bucket.allowedMimeTypes ?? null,
    ],
  );
}

/** Updates only the settings given; returns how many rows the caller could update. */
export async function updateBucket(client: PoolClient, id: string, settings: BucketSettings) {
  const { rowCount } = await client.query(
    `update storage.buckets
        set public = case when $2 then $3 else public end,
            file_size_limit = case when $4 then $5::bigint else file_size_limit end,
            allowed_mime_types = case when $6 then $7::text[] else allowed_mime_types end,
            updated_at = now()
      where id = $1`,
    [
      id,
      settings.public !== undefined,
      settings.public ?? null,
      settings.fileSizeLimit !== undefined,
      settings.fileSizeLimit ?? null,
      settings.allowedMimeTypes !== undefined,
      settings.allowedMimeTypes ?? null,
    ],
  );
  return rowCount ?? 0;
}

export async function deleteBucket(client: PoolClient, id: string) {
  const { rowCount } = await client.query("delete from storage.buckets where id = $1", [id]);
  return rowCount ?? 0;
}

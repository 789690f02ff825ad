import { randomUUID } from "node:crypto";
import type { PoolClient } from "../../lib/db.ts";
import { isUuid } from "../names.ts";

/** A row of storage.objects as the API returns it. */
export interface ObjectRow {
  id: string;
  bucket_id: string;
  name: string;
  owner: string | null;
  owner_id: string | null;
  created_at: string;
  updated_at: string;
  last_accessed_at: string;
  metadata: ObjectMetadata | null;
  user_metadata: Record<string, unknown> | null;
  version: string;
}

/** `storage.objects.metadata`, with the keys Storage writes. */
export interface ObjectMetadata {
  eTag: string;
  size: number;
  mimetype: string;
  cacheControl: string;
  lastModified: string;
  contentLength: number;
  httpStatusCode: number;
}

/** What an upload or copy writes into a row. */
export interface ObjectContent {
  owner: string | null;
  ownerId: string | null;
  metadata: ObjectMetadata | null;
  userMetadata: Record<string, unknown> | null;
  version: string;
}

const COLUMNS =
  "id, bucket_id, name, owner, owner_id, created_at, updated_at, last_accessed_at, metadata, user_metadata, version";

export async function findObject(client: PoolClient, bucket: string, name: string) {
  const { rows } = await client.query<ObjectRow>(
    `select ${COLUMNS} from storage.objects where bucket_id = $1 and name = $2`,
    [bucket, name],
  );
  return rows[0];
}

export async function findObjects(client: PoolClient, bucket: string, names: string[]) {
  const { rows } = await client.query<ObjectRow>(
    `select ${COLUMNS} from storage.objects where bucket_id = $1 and name = any($2::text[])`,
    [bucket, names],
  );
  return rows;
}

/** The existing row an upsert replaces, locked until the transaction ends. */
export async function lockObject(client: PoolClient, bucket: string, name: string) {
  const { rows } = await client.query<{ id: string; version: string }>(
    "select id, version from storage.objects where bucket_id = $1 and name = $2 for update",
    [bucket, name],
  );
  return rows[0];
}

/** Inserts without RETURNING, so a plain upload needs only INSERT, as on Supabase. */
export async function insertObject(
  client: PoolClient,
  id: string,
  bucket: string,
  name: string,
  content: ObjectContent,
) {
  await client.query(
    `insert into storage.objects (id, bucket_id, name, owner, owner_id, metadata, user_metadata, version)
     values ($1, $2, $3, $4, $5, $6, $7, $8)`,
    [
      id,
      bucket,
      name,
      content.owner,
      content.ownerId,
      content.metadata,
      content.userMetadata,
      content.version,
    ],
  );
}

export async function replaceObjectContent(client: PoolClient, id: string, content: ObjectContent) {
  const { rowCount } = await client.query(
    `update storage.objects
        set owner = $2, owner_id = $3, metadata = $4, user_metadata = $5, version = $6,
            last_accessed_at = now()
      where id = $1`,
    [id, content.owner, content.ownerId, content.metadata, content.userMetadata, content.version],
  );
  return rowCount ?? 0;
}

export async function deleteObjects(client: PoolClient, bucket: string, names: string[]) {
  const { rows } = await client.query<ObjectRow>(
    `delete from storage.objects where bucket_id = $1 and name = any($2::text[]) returning ${COLUMNS}`,
    [bucket, names],
  );
  return rows;
}

export async function deleteAllObjects(client: PoolClient, bucket: string) {
  const { rows } = await client.query<{ name: string; version: string }>(
    "delete from storage.objects where bucket_id = $1 returning name, version",
    [bucket],
  );
  return rows;
}

/** Renames a row (move); returns its version, or undefined when the caller cannot see it. */
export async function renameObject(
  client: PoolClient,
  from: { bucket: string; name: string },
  to: { bucket: string; name: string },
) {
  const { rows } = await client.query<{ version: string }>(
    `update storage.objects set bucket_id = $3, name = $4, last_accessed_at = now()
      where bucket_id = $1 and name = $2 returning version`,
    [from.bucket, from.name, to.bucket, to.name],
  );
  return rows[0]?.version;
}

/**
 * Writes an object's row: inserts it, or with `upsert` replaces the content of the existing row
 * (locked first). Returns the row's id and the version it replaced, if any.
 */
export async function writeObjectRow(
  client: PoolClient,
  bucket: string,
  name: string,
  content: ObjectContent,
  upsert: boolean,
) {
  const existing = upsert ? await lockObject(client, bucket, name) : undefined;
  if (existing) {
    await replaceObjectContent(client, existing.id, content);
    return { id: existing.id, replacedVersion: existing.version };
  }
  const id = randomUUID();
  await insertObject(client, id, bucket, name, content);
  return { id, replacedVersion: undefined };
}

/** The owner columns for a caller's `sub`: `owner` is a uuid column, `owner_id` takes any text. */
export function ownerColumns(sub: string | undefined) {
  return { owner: isUuid(sub) ? sub : null, ownerId: sub ?? null };
}

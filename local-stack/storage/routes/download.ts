import { sendJson } from "../../lib/http.ts";
import type { Caller } from "../caller.ts";
import { findBucket } from "../db/buckets.ts";
import { findObject, type ObjectRow } from "../db/objects.ts";
import { runAs, runAsPlatform } from "../db-scope.ts";
import { errors } from "../errors.ts";
import { param, type StorageRequest } from "../request.ts";
import { sendObject } from "../send-object.ts";
import { verifyObjectUrl } from "../signing.ts";

/** GET and HEAD /object[/authenticated]/{bucket}/{path}: needs SELECT on the row. */
export async function getObject(rq: StorageRequest, caller: Caller) {
  await sendObject(rq, await visibleObject(rq, caller));
}

/** GET /object/public/{bucket}/{path}: no auth and no RLS, for public buckets only. */
export async function getPublicObject(rq: StorageRequest) {
  await sendObject(rq, await publicObject(rq));
}

/** GET /object/sign/{bucket}/{path}?token=: the token is the permission; no RLS. */
export async function getSignedObject(rq: StorageRequest) {
  const key = `${param(rq, 0)}/${param(rq, 1)}`;
  const claims = await verifyObjectUrl(
    rq.url.searchParams.get("token"),
    key,
    rq.ctx.config.jwtSecret,
  );
  const row = await runAsPlatform(rq, (client) => findObject(client, param(rq, 0), param(rq, 1)));
  if (!row) throw errors.noSuchKey();
  await sendObject(rq, row, { expires: new Date((claims.exp ?? 0) * 1000) });
}

/** GET /object/info[/authenticated]/{bucket}/{path}. */
export async function getObjectInfo(rq: StorageRequest, caller: Caller) {
  sendInfo(rq, await visibleObject(rq, caller));
}

/** GET /object/info/public/{bucket}/{path}. */
export async function getPublicObjectInfo(rq: StorageRequest) {
  sendInfo(rq, await publicObject(rq));
}

async function visibleObject(rq: StorageRequest, caller: Caller) {
  const row = await runAs(rq, caller, (client) => findObject(client, param(rq, 0), param(rq, 1)));
  if (!row) throw errors.noSuchKey();
  return row;
}

async function publicObject(rq: StorageRequest) {
  const row = await runAsPlatform(rq, async (client) => {
    const bucket = await findBucket(client, param(rq, 0));
    if (!bucket?.public) throw errors.noSuchBucket();
    return findObject(client, param(rq, 0), param(rq, 1));
  });
  if (!row) throw errors.noSuchKey();
  return row;
}

/** The info shape of Storage's InfoRenderer; storage-js camel-cases it. */
function sendInfo(rq: StorageRequest, row: ObjectRow) {
  const meta = row.metadata;
  sendJson(
    rq.res,
    200,
    {
      id: row.id,
      name: row.name,
      version: row.version,
      bucket_id: row.bucket_id,
      size: meta?.size ?? null,
      content_type: meta?.mimetype ?? null,
      cache_control: meta?.cacheControl ?? null,
      etag: meta?.eTag ?? null,
      metadata: row.user_metadata,
      last_modified: row.updated_at,
      created_at: row.created_at,
    },
    { "cache-control": "no-cache", ...(meta?.eTag ? { etag: meta.eTag } : {}) },
  );
}

import { sendJson } from "../../lib/http.ts";
import type { Caller } from "../caller.ts";
import {
  type BucketListOptions,
  type BucketRow,
  type BucketSettings,
  deleteBucket,
  findBucket,
  insertBucket,
  listBuckets,
  updateBucket,
} from "../db/buckets.ts";
import { deleteAllObjects, ownerColumns } from "../db/objects.ts";
import { runAs, runAsPlatform } from "../db-scope.ts";
import { errors, StorageApiError } from "../errors.ts";
import { parseAllowedMimeTypes, parseFileSizeLimit } from "../limits.ts";
import { checkBucketName } from "../names.ts";
import { jsonBody, param, type StorageRequest } from "../request.ts";
import { unlinkAll } from "./remove.ts";

const asJson = (row: BucketRow) => ({ ...row, type: "STANDARD" });

/** POST /bucket: needs INSERT on storage.buckets (in practice the service role). */
export async function createBucket(rq: StorageRequest, caller: Caller) {
  const body = await jsonBody(rq);
  const name = checkBucketName(body.name ?? body.id);
  const id = checkBucketName(body.id ?? name);
  const bucket = { id, name, ...ownerColumns(caller.claims.sub), ...readSettings(body) };
  await runAs(rq, caller, (client) => insertBucket(client, bucket)).catch((error) => {
    if (error instanceof StorageApiError && error.code === "ResourceAlreadyExists") {
      throw errors.bucketAlreadyExists();
    }
    throw error;
  });
  sendJson(rq.res, 200, { name });
}

/** GET /bucket?limit&offset&search&sortColumn&sortOrder. */
export async function listAllBuckets(rq: StorageRequest, caller: Caller) {
  const query = rq.url.searchParams;
  const sortColumn = query.get("sortColumn") ?? "name";
  const sortOrder = (query.get("sortOrder") ?? "asc").toLowerCase();
  if (!["id", "name", "created_at", "updated_at"].includes(sortColumn)) {
    throw errors.invalidParameter("sortColumn");
  }
  if (sortOrder !== "asc" && sortOrder !== "desc") throw errors.invalidParameter("sortOrder");
  const options: BucketListOptions = {
    limit: query.has("limit") ? Math.max(0, Number(query.get("limit")) || 0) : undefined,
    offset: Math.max(0, Number(query.get("offset")) || 0),
    search: query.get("search") ?? "",
    sortColumn: sortColumn as BucketListOptions["sortColumn"],
    sortOrder,
  };
  const rows = await runAs(rq, caller, (client) => listBuckets(client, options));
  sendJson(rq.res, 200, rows.map(asJson));
}

/** GET /bucket/{id}. */
export async function getBucket(rq: StorageRequest, caller: Caller) {
  const row = await runAs(rq, caller, (client) => findBucket(client, param(rq, 0)));
  if (!row) throw errors.noSuchBucket();
  sendJson(rq.res, 200, asJson(row));
}

/** PUT /bucket/{id}: changes only the settings the body names. */
export async function changeBucket(rq: StorageRequest, caller: Caller) {
  const settings = readSettings(await jsonBody(rq));
  const updated = await runAs(rq, caller, (client) => updateBucket(client, param(rq, 0), settings));
  if (updated === 0) throw errors.noSuchBucket();
  sendJson(rq.res, 200, { message: "Successfully updated" });
}

/** POST /bucket/{id}/empty: deletes every object the caller may delete, then their bytes. */
export async function emptyBucket(rq: StorageRequest, caller: Caller) {
  const bucket = param(rq, 0);
  const deleted = await runAs(
    rq,
    caller,
    async (client) => {
      if (!(await findBucket(client, bucket))) throw errors.noSuchBucket();
      return deleteAllObjects(client, bucket);
    },
    { allowDelete: true },
  );
  await unlinkAll(rq, bucket, deleted);
  sendJson(rq.res, 200, { message: "Successfully emptied" });
}

/** DELETE /bucket/{id}: only an empty bucket, counting objects the caller cannot see. */
export async function removeBucket(rq: StorageRequest, caller: Caller) {
  const bucket = param(rq, 0);
  const hasObjects = await runAsPlatform(rq, async (client) => {
    const { rowCount } = await client.query(
      "select 1 from storage.objects where bucket_id = $1 limit 1",
      [bucket],
    );
    return rowCount === 1;
  });
  if (hasObjects) throw errors.bucketNotEmpty();
  const deleted = await runAs(rq, caller, (client) => deleteBucket(client, bucket), {
    allowDelete: true,
  });
  if (deleted === 0) throw errors.noSuchBucket();
  await rq.store.removeBucket(checkBucketName(bucket));
  sendJson(rq.res, 200, { message: "Successfully deleted" });
}

function readSettings(body: Record<string, unknown>): BucketSettings {
  const settings: BucketSettings = {};
  if (body.public !== undefined) settings.public = body.public === true;
  if ("file_size_limit" in body) settings.fileSizeLimit = parseFileSizeLimit(body.file_size_limit);
  if ("allowed_mime_types" in body) {
    settings.allowedMimeTypes = parseAllowedMimeTypes(body.allowed_mime_types);
  }
  return settings;
}

import { sendJson } from "../../lib/http.ts";
import type { Caller } from "../caller.ts";
import { deleteObjects, type ObjectRow } from "../db/objects.ts";
import { runAs } from "../db-scope.ts";
import { errors } from "../errors.ts";
import { jsonBody, param, type StorageRequest } from "../request.ts";

/**
 * DELETE /object/{bucket} {prefixes}: deletes the rows the caller may see and delete, then their
 * bytes; answers with the deleted rows (paths that were not there are simply absent).
 */
export async function removeObjects(rq: StorageRequest, caller: Caller) {
  const prefixes = (await jsonBody(rq)).prefixes;
  if (!Array.isArray(prefixes) || prefixes.length === 0 || prefixes.length > 1000) {
    throw errors.invalidParameter("prefixes");
  }
  // storage-js also accepts {path, versionId} entries.
  const names = prefixes.map((entry) => (typeof entry === "string" ? entry : String(entry?.path)));
  const deleted = await deleteAndUnlink(rq, caller, param(rq, 0), names);
  sendJson(rq.res, 200, deleted);
}

/** DELETE /object/{bucket}/{path}. */
export async function removeObject(rq: StorageRequest, caller: Caller) {
  const deleted = await deleteAndUnlink(rq, caller, param(rq, 0), [param(rq, 1)]);
  if (deleted.length === 0) throw errors.noSuchKey();
  sendJson(rq.res, 200, { message: "Successfully deleted" });
}

async function deleteAndUnlink(
  rq: StorageRequest,
  caller: Caller,
  bucket: string,
  names: string[],
) {
  const deleted = await runAs(rq, caller, (client) => deleteObjects(client, bucket, names), {
    allowDelete: true,
  });
  await unlinkAll(rq, bucket, deleted);
  return deleted;
}

/** Removes the bytes of rows already deleted; a leftover file is only logged. */
export async function unlinkAll(
  rq: StorageRequest,
  bucket: string,
  rows: Pick<ObjectRow, "name" | "version">[],
) {
  for (const row of rows) {
    await rq.store
      .remove(bucket, row.name, row.version)
      .catch((e) => rq.ctx.log(`could not remove bytes of ${bucket}/${row.name}: ${e}`));
  }
}

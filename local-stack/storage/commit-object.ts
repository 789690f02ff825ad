import type { Caller } from "./caller.ts";
import { type ObjectContent, writeObjectRow } from "./db/objects.ts";
import { runAs } from "./db-scope.ts";
import type { StorageRequest } from "./request.ts";

/**
 * Writes the row in one transaction as `runner` and, inside it, puts the new version's bytes in
 * place with `placeBytes`; the bytes are removed again if the transaction fails, and the version
 * the row replaced is removed once it has committed.
 */
export async function commitObject(
  rq: StorageRequest,
  runner: Caller,
  bucket: string,
  name: string,
  content: ObjectContent,
  upsert: boolean,
  placeBytes: () => Promise<void>,
) {
  let placed = false;
  let written: Awaited<ReturnType<typeof writeObjectRow>>;
  try {
    written = await runAs(rq, runner, async (client) => {
      const row = await writeObjectRow(client, bucket, name, content, upsert);
      await placeBytes();
      placed = true;
      return row;
    });
  } catch (error) {
    if (placed) await rq.store.remove(bucket, name, content.version).catch(() => {});
    throw error;
  }
  if (written.replacedVersion) {
    await rq.store
      .remove(bucket, name, written.replacedVersion)
      .catch((e) => rq.ctx.log(`could not remove replaced version of ${bucket}/${name}: ${e}`));
  }
  return written;
}

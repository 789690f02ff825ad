import { randomUUID } from "node:crypto";
import { rm } from "node:fs/promises";
import { sendJson } from "../../lib/http.ts";
import type { Caller } from "../caller.ts";
import { commitObject } from "../commit-object.ts";
import { findObject, ownerColumns, renameObject } from "../db/objects.ts";
import { runAs } from "../db-scope.ts";
import { errors } from "../errors.ts";
import { checkBucketName, checkObjectName } from "../names.ts";
import { jsonBody, type StorageRequest } from "../request.ts";
import { parseMetadata } from "../upload/upload-types.ts";

interface Transfer {
  from: { bucket: string; name: string };
  to: { bucket: string; name: string };
  body: Record<string, unknown>;
}

/** Reads `{bucketId, sourceKey, destinationKey, destinationBucket?}` of move and copy. */
async function readTransfer(rq: StorageRequest): Promise<Transfer> {
  const body = await jsonBody(rq);
  for (const field of ["bucketId", "sourceKey", "destinationKey"]) {
    if (typeof body[field] !== "string") throw errors.missingParameter(field);
  }
  const bucket = body.bucketId as string;
  const destinationBucket =
    typeof body.destinationBucket === "string" ? body.destinationBucket : bucket;
  return {
    from: { bucket, name: body.sourceKey as string },
    to: { bucket: checkBucketName(destinationBucket), name: checkObjectName(body.destinationKey) },
    body,
  };
}

/** POST /object/move: renames the row (UPDATE + SELECT under RLS) and moves its bytes with it. */
export async function moveObject(rq: StorageRequest, caller: Caller) {
  const { from, to } = await readTransfer(rq);
  let moved: string | undefined;
  try {
    await runAs(rq, caller, async (client) => {
      const version = await renameObject(client, from, to);
      if (!version) throw errors.noSuchKey();
      await rq.store.move({ ...from, version }, { ...to, version });
      moved = version;
    });
  } catch (error) {
    if (moved) {
      const version = moved;
      await rq.store.move({ ...to, version }, { ...from, version }).catch(() => {});
    }
    throw error;
  }
  sendJson(rq.res, 200, { message: "Successfully moved" });
}

/** POST /object/copy: a new row owned by the caller (INSERT + SELECT under RLS), same bytes. */
export async function copyObject(rq: StorageRequest, caller: Caller) {
  const { from, to, body } = await readTransfer(rq);
  const source = await runAs(rq, caller, (client) => findObject(client, from.bucket, from.name));
  if (!source) throw errors.noSuchKey();

  const keepMetadata = body.copyMetadata !== false;
  const content = {
    ...ownerColumns(caller.claims.sub),
    metadata: source.metadata && { ...source.metadata, lastModified: new Date().toISOString() },
    userMetadata: keepMetadata
      ? source.user_metadata
      : body.metadata === undefined
        ? null
        : parseMetadata(JSON.stringify(body.metadata)),
    version: randomUUID(),
  };
  const tempFile = await rq.store.copyToTemp(from.bucket, from.name, source.version).catch(() => {
    throw errors.noSuchKey();
  });
  try {
    const upsert = rq.req.headers["x-upsert"] === "true";
    const { id } = await commitObject(rq, caller, to.bucket, to.name, content, upsert, () =>
      rq.store.place(tempFile, to.bucket, to.name, content.version),
    );
    sendJson(rq.res, 200, { Key: `${to.bucket}/${to.name}`, Id: id });
  } finally {
    await rm(tempFile, { force: true });
  }
}

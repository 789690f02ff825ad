import { randomUUID } from "node:crypto";
import { rm } from "node:fs/promises";
import type { Caller } from "../caller.ts";
import { commitObject } from "../commit-object.ts";
import { findBucket } from "../db/buckets.ts";
import { type ObjectContent, ownerColumns } from "../db/objects.ts";
import { runAsPlatform } from "../db-scope.ts";
import { errors } from "../errors.ts";
import { effectiveSizeLimit } from "../limits.ts";
import { checkBucketName, checkObjectName } from "../names.ts";
import type { StorageRequest } from "../request.ts";
import { receiveFile } from "./receive-file.ts";
import type { IncomingFile } from "./upload-types.ts";

export interface UploadTarget {
  bucket: string;
  name: string;
  upsert: boolean;
  /** The `sub` recorded as the object's owner. */
  owner: string | undefined;
}

/**
 * Takes an upload from the request to disk and row. The body streams to a temporary file under
 * the bucket's limits (the bucket is read with the platform's rights, as Storage does); then the
 * row is written as `runner`, so RLS decides, and only then are the bytes moved into place.
 */
export async function storeUpload(rq: StorageRequest, runner: Caller, target: UploadTarget) {
  const bucketId = checkBucketName(target.bucket);
  const name = checkObjectName(target.name);
  const bucket = await runAsPlatform(rq, (client) => findBucket(client, bucketId));
  if (!bucket) throw errors.noSuchBucket();

  const tempFile = await rq.store.tempPath();
  try {
    const rules = {
      sizeLimit: effectiveSizeLimit(bucket.file_size_limit),
      allowedMimeTypes: bucket.allowed_mime_types,
    };
    const content = objectContent(await receiveFile(rq.req, rules, tempFile), target.owner);
    const { id } = await commitObject(rq, runner, bucketId, name, content, target.upsert, () =>
      rq.store.place(tempFile, bucketId, name, content.version),
    );
    return { id, key: `${bucketId}/${name}` };
  } finally {
    await rm(tempFile, { force: true });
  }
}

function objectContent(file: IncomingFile, owner: string | undefined): ObjectContent {
  return {
    ...ownerColumns(owner),
    metadata: {
      eTag: file.eTag,
      size: file.size,
      mimetype: file.mimetype,
      cacheControl: file.cacheControl,
      lastModified: new Date().toISOString(),
      contentLength: file.size,
      httpStatusCode: 200,
    },
    userMetadata: file.userMetadata,
    version: randomUUID(),
  };
}

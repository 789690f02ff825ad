import { sendJson } from "../../lib/http.ts";
import type { Caller } from "../caller.ts";
import { writeObjectRow } from "../db/objects.ts";
import { PLATFORM_CALLER, runAs } from "../db-scope.ts";
import { checkBucketName, checkObjectName } from "../names.ts";
import { param, type StorageRequest } from "../request.ts";
import { signObjectUrl, verifyObjectUrl } from "../signing.ts";
import { storeUpload } from "../upload/store-upload.ts";

/** Storage's default lifetime of a signed upload URL. */
const UPLOAD_URL_SECONDS = 2 * 60 * 60;

/** POST /object/{bucket}/{path} (upsert when `x-upsert: true`) and PUT (always replaces). */
export async function uploadObject(rq: StorageRequest, caller: Caller) {
  const upsert = rq.req.method === "PUT" || rq.req.headers["x-upsert"] === "true";
  const stored = await storeUpload(rq, caller, {
    bucket: param(rq, 0),
    name: param(rq, 1),
    upsert,
    owner: caller.claims.sub,
  });
  sendJson(rq.res, 200, { Key: stored.key, Id: stored.id });
}

class ProbeDone extends Error {}

/**
 * POST /object/upload/sign/{bucket}/{path}: signs an upload URL after checking, with a write
 * that is rolled back, that the caller's policies would let this upload through.
 */
export async function createSignedUploadUrl(rq: StorageRequest, caller: Caller) {
  const bucket = checkBucketName(param(rq, 0));
  const name = checkObjectName(param(rq, 1));
  const upsert = rq.req.headers["x-upsert"] === "true";
  await runAs(rq, caller, async (client) => {
    const content = {
      owner: null,
      ownerId: caller.claims.sub ?? null,
      metadata: null,
      userMetadata: null,
      version: "probe",
    };
    await writeObjectRow(client, bucket, name, content, upsert);
    throw new ProbeDone();
  }).catch((error) => {
    if (!(error instanceof ProbeDone)) throw error;
  });
  const key = `${bucket}/${name}`;
  const token = await signObjectUrl(key, UPLOAD_URL_SECONDS, rq.ctx.config.jwtSecret, {
    owner: caller.claims.sub,
    upsert,
  });
  sendJson(rq.res, 200, { url: `/object/upload/sign/${key}?token=${token}`, token });
}

/** PUT /object/upload/sign/{bucket}/{path}?token=: uploads with the signer's rights. */
export async function uploadToSignedUrl(rq: StorageRequest) {
  const key = `${param(rq, 0)}/${param(rq, 1)}`;
  const claims = await verifyObjectUrl(
    rq.url.searchParams.get("token"),
    key,
    rq.ctx.config.jwtSecret,
  );
  const stored = await storeUpload(rq, PLATFORM_CALLER, {
    bucket: param(rq, 0),
    name: param(rq, 1),
    upsert: claims.upsert === true,
    owner: typeof claims.owner === "string" ? claims.owner : undefined,
  });
  sendJson(rq.res, 200, { Key: stored.key, Id: stored.id });
}

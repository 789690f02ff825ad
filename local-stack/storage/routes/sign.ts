import { sendJson } from "../../lib/http.ts";
import type { Caller } from "../caller.ts";
import { findObject, findObjects } from "../db/objects.ts";
import { runAs } from "../db-scope.ts";
import { errors } from "../errors.ts";
import { jsonBody, param, type StorageRequest } from "../request.ts";
import { parseExpiresIn, signObjectUrl } from "../signing.ts";

/** POST /object/sign/{bucket}/{path} {expiresIn}: needs SELECT on the row. */
export async function signUrl(rq: StorageRequest, caller: Caller) {
  const body = await jsonBody(rq);
  const expiresIn = parseExpiresIn(body.expiresIn);
  const [bucket, name] = [param(rq, 0), param(rq, 1)];
  const row = await runAs(rq, caller, (client) => findObject(client, bucket, name));
  if (!row) throw errors.noSuchKey();
  const key = `${bucket}/${name}`;
  const token = await signObjectUrl(key, expiresIn, rq.ctx.config.jwtSecret);
  sendJson(rq.res, 200, { signedURL: `/object/sign/${key}?token=${token}` });
}

/** POST /object/sign/{bucket} {expiresIn, paths}: one entry per path, in order. */
export async function signUrls(rq: StorageRequest, caller: Caller) {
  const body = await jsonBody(rq);
  const expiresIn = parseExpiresIn(body.expiresIn);
  const paths = body.paths;
  if (!Array.isArray(paths) || paths.length === 0 || !paths.every((p) => typeof p === "string")) {
    throw errors.invalidParameter("paths");
  }
  const bucket = param(rq, 0);
  const rows = await runAs(rq, caller, (client) => findObjects(client, bucket, paths));
  const visible = new Set(rows.map((row) => row.name));
  const secret = rq.ctx.config.jwtSecret;
  const results = await Promise.all(
    paths.map(async (path: string) => {
      if (!visible.has(path)) {
        return {
          error: "Either the object does not exist or you do not have access to it",
          path,
          signedURL: null,
        };
      }
      const token = await signObjectUrl(`${bucket}/${path}`, expiresIn, secret);
      return { error: null, path, signedURL: `/object/sign/${bucket}/${path}?token=${token}` };
    }),
  );
  sendJson(rq.res, 200, results);
}

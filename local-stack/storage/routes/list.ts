import { sendJson } from "../../lib/http.ts";
import type { Caller } from "../caller.ts";
import { listObjects, parseListOptions } from "../db/list-objects.ts";
import { runAs } from "../db-scope.ts";
import { jsonBody, param, type StorageRequest } from "../request.ts";

/** POST /object/list/{bucket}: files and folders directly under the prefix the caller can see. */
export async function listFolder(rq: StorageRequest, caller: Caller) {
  const options = parseListOptions(await jsonBody(rq));
  const entries = await runAs(rq, caller, (client) => listObjects(client, param(rq, 0), options));
  sendJson(rq.res, 200, entries);
}

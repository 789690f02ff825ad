import type { ServerResponse } from "node:http";
import { readJson } from "../lib/http.ts";
import type { Caller } from "./caller.ts";
import type { DbScope } from "./db-scope.ts";
import { errors } from "./errors.ts";
import type { ObjectStore } from "./object-store.ts";

/** One request as the handlers see it: the DB scope, the response, the disk, the URL's parts. */
export interface StorageRequest extends DbScope {
  res: ServerResponse;
  store: ObjectStore;
  /** The route's captures, percent-decoded: usually the bucket and the object name. */
  params: string[];
}

export type OpenHandler = (rq: StorageRequest) => Promise<void>;
export type CallerHandler = (rq: StorageRequest, caller: Caller) => Promise<void>;

export function param(rq: StorageRequest, index: number): string {
  const value = rq.params[index];
  if (value === undefined) throw errors.notFound();
  return value;
}

/** The JSON body, or InvalidRequest when it is not a JSON object. */
export async function jsonBody(rq: StorageRequest): Promise<Record<string, unknown>> {
  const body = await readJson(rq.req);
  if (!body || Array.isArray(body)) throw errors.invalidRequest("Body must be a JSON object");
  return body;
}

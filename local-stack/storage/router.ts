import { decodePathPart } from "./names.ts";
import type { CallerHandler, OpenHandler } from "./request.ts";
import {
  changeBucket,
  createBucket,
  emptyBucket,
  getBucket,
  listAllBuckets,
  removeBucket,
} from "./routes/buckets.ts";
import {
  getObject,
  getObjectInfo,
  getPublicObject,
  getPublicObjectInfo,
  getSignedObject,
} from "./routes/download.ts";
import { listFolder } from "./routes/list.ts";
import { copyObject, moveObject } from "./routes/move-copy.ts";
import { removeObject, removeObjects } from "./routes/remove.ts";
import { signUrl, signUrls } from "./routes/sign.ts";
import { createSignedUploadUrl, uploadObject, uploadToSignedUrl } from "./routes/upload.ts";

interface RouteBase {
  methods: string[];
  pattern: RegExp;
  /** Storage's operation name, set as `storage.operation` for policies to read. */
  operation: string;
}

/** A route anyone may call: public objects and signed URLs, whose token is the permission. */
interface OpenRoute extends RouteBase {
  access: "open";
  handle: OpenHandler;
}

/** A route that needs a valid Bearer JWT; its handler gets the caller. */
interface CallerRoute extends RouteBase {
  access: "jwt";
  handle: CallerHandler;
}

export type Route = OpenRoute | CallerRoute;

const BUCKET = "([^/]+)";
const KEY = "(.+)";

const methodsOf = (method: string | string[]) => (Array.isArray(method) ? method : [method]);
const regex = (pattern: string) => new RegExp(`^${pattern}/?$`);

function open(
  method: string | string[],
  pattern: string,
  operation: string,
  handle: OpenHandler,
): Route {
  return { access: "open", methods: methodsOf(method), pattern: regex(pattern), operation, handle };
}

function jwt(
  method: string | string[],
  pattern: string,
  operation: string,
  handle: CallerHandler,
): Route {
  return { access: "jwt", methods: methodsOf(method), pattern: regex(pattern), operation, handle };
}

const READ = ["GET", "HEAD"];

/** Storage's routes, the more specific first (a bucket named "public" loses, as on Supabase). */
const ROUTES: Route[] = [
  jwt("POST", "/bucket", "storage.bucket.create", createBucket),
  jwt("GET", "/bucket", "storage.bucket.list", listAllBuckets),
  jwt("POST", `/bucket/${BUCKET}/empty`, "storage.bucket.empty", emptyBucket),
  jwt("GET", `/bucket/${BUCKET}`, "storage.bucket.get", getBucket),
  jwt("PUT", `/bucket/${BUCKET}`, "storage.bucket.update", changeBucket),
  jwt("DELETE", `/bucket/${BUCKET}`, "storage.bucket.delete", removeBucket),

  jwt("POST", `/object/list/${BUCKET}`, "storage.object.list", listFolder),
  jwt("POST", "/object/move", "storage.object.move", moveObject),
  jwt("POST", "/object/copy", "storage.object.copy", copyObject),
  jwt("POST", `/object/sign/${BUCKET}`, "storage.object.sign_many", signUrls),
  jwt("POST", `/object/sign/${BUCKET}/${KEY}`, "storage.object.sign", signUrl),
  open(READ, `/object/sign/${BUCKET}/${KEY}`, "storage.object.get_signed", getSignedObject),
  jwt(
    "POST",
    `/object/upload/sign/${BUCKET}/${KEY}`,
    "storage.object.sign_upload_url",
    createSignedUploadUrl,
  ),
  open(
    "PUT",
    `/object/upload/sign/${BUCKET}/${KEY}`,
    "storage.object.upload_signed",
    uploadToSignedUrl,
  ),
  open(READ, `/object/public/${BUCKET}/${KEY}`, "storage.object.get_public", getPublicObject),
  open(
    "GET",
    `/object/info/public/${BUCKET}/${KEY}`,
    "storage.object.info_public",
    getPublicObjectInfo,
  ),
  jwt(
    "GET",
    `/object/info/authenticated/${BUCKET}/${KEY}`,
    "storage.object.info_authenticated",
    getObjectInfo,
  ),
  jwt("GET", `/object/info/${BUCKET}/${KEY}`, "storage.object.info_authenticated", getObjectInfo),
  jwt(
    READ,
    `/object/authenticated/${BUCKET}/${KEY}`,
    "storage.object.get_authenticated",
    getObject,
  ),
  jwt(READ, `/object/${BUCKET}/${KEY}`, "storage.object.get_authenticated", getObject),
  jwt("POST", `/object/${BUCKET}/${KEY}`, "storage.object.upload", uploadObject),
  jwt("PUT", `/object/${BUCKET}/${KEY}`, "storage.object.upload_update", uploadObject),
  jwt("DELETE", `/object/${BUCKET}`, "storage.object.delete_many", removeObjects),
  jwt("DELETE", `/object/${BUCKET}/${KEY}`, "storage.object.delete", removeObject),
];

/** Finds the route for a request; its captures come back percent-decoded. */
export function matchRoute(method: string, path: string) {
  for (const route of ROUTES) {
    if (!route.methods.includes(method)) continue;
    const match = route.pattern.exec(path);
    if (match) return { route, params: match.slice(1).map(decodePathPart) };
  }
  return undefined;
}

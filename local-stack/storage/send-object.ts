import { pipeline } from "node:stream/promises";
import type { ObjectRow } from "./db/objects.ts";
import { errors } from "./errors.ts";
import type { ByteRange } from "./object-store.ts";
import type { StorageRequest } from "./request.ts";

export interface SendOptions {
  /** Answer with the headers only (HEAD). */
  headOnly?: boolean;
  /** A signed URL's expiry, sent as `Expires` in place of the object's Cache-Control. */
  expires?: Date;
}

/**
 * Streams an object's bytes with the headers Storage sends: Content-Type, ETag, Last-Modified,
 * Cache-Control, Content-Length; `?download[=name]` adds Content-Disposition. Honours a single
 * `Range` and `If-None-Match`.
 */
export async function sendObject(rq: StorageRequest, row: ObjectRow, options: SendOptions = {}) {
  const size = await rq.store.size(row.bucket_id, row.name, row.version);
  if (size === undefined) throw errors.noSuchKey();
  const meta = row.metadata;
  const headers: Record<string, string | number> = {
    "Accept-Ranges": "bytes",
    // Storage never serves HTML as HTML from a bucket.
    "Content-Type": (meta?.mimetype ?? "application/octet-stream").replace(
      /^text\/html\b/,
      "text/plain",
    ),
    "Last-Modified": new Date(meta?.lastModified ?? row.updated_at).toUTCString(),
  };
  if (meta?.eTag) headers.ETag = meta.eTag;
  if (options.expires) headers.Expires = options.expires.toUTCString();
  else headers["Cache-Control"] = meta?.cacheControl ?? "no-cache";
  const disposition = contentDisposition(rq.url.searchParams.get("download"));
  if (disposition) headers["Content-Disposition"] = disposition;

  if (meta?.eTag && rq.req.headers["if-none-match"] === meta.eTag) {
    rq.res.writeHead(304, headers);
    return void rq.res.end();
  }
  const range = parseRange(rq.req.headers.range, size);
  if (range) {
    headers["Content-Range"] = `bytes ${range.start}-${range.end}/${size}`;
    headers["Content-Length"] = range.end - range.start + 1;
  } else {
    headers["Content-Length"] = size;
  }
  rq.res.writeHead(range ? 206 : 200, headers);
  if (options.headOnly || rq.req.method === "HEAD" || size === 0) return void rq.res.end();
  // A client that goes away mid-download is not an error of ours.
  await pipeline(rq.store.read(row.bucket_id, row.name, row.version, range), rq.res).catch(
    () => {},
  );
}

function contentDisposition(download: string | null) {
  if (download === null) return undefined;
  if (download === "") return "attachment;";
  const encoded = encodeURIComponent(download);
  return `attachment; filename=${encoded}; filename*=UTF-8''${encoded};`;
}

/** One `bytes=a-b`, `bytes=a-` or `bytes=-n` range; other forms are ignored (whole file). */
function parseRange(header: string | undefined, size: number): ByteRange | undefined {
  const match = header ? /^bytes=(\d*)-(\d*)$/.exec(header.trim()) : null;
  if (!match || (match[1] === "" && match[2] === "")) return undefined;
  const [first, last] = [match[1] ?? "", match[2] ?? ""];
  const range =
    first === ""
      ? { start: Math.max(0, size - Number(last)), end: size - 1 }
      : { start: Number(first), end: last === "" ? size - 1 : Math.min(Number(last), size - 1) };
  if (range.start > range.end || range.start >= size) throw errors.rangeNotSatisfiable();
  return range;
}

import type { IncomingMessage } from "node:http";
import { errors } from "../errors.ts";
import { isMimeTypeAllowed } from "../limits.ts";
import { writeLimited } from "./limited-write.ts";
import { type IncomingFile, parseMetadata, type UploadRules } from "./upload-types.ts";

/**
 * Reads a raw upload: the body is the bytes; `content-type`, `cache-control` and `x-metadata`
 * (base64 JSON) describe them. Type and declared length are checked before any byte is read.
 */
export async function receiveRaw(
  req: IncomingMessage,
  rules: UploadRules,
  tempFile: string,
): Promise<IncomingFile> {
  const mimetype = header(req, "content-type") || "application/octet-stream";
  if (!isMimeTypeAllowed(mimetype, rules.allowedMimeTypes)) throw errors.invalidMimeType(mimetype);
  if (Number(header(req, "content-length")) > rules.sizeLimit) throw errors.entityTooLarge();
  const metadata = header(req, "x-metadata");
  const userMetadata = metadata
    ? parseMetadata(Buffer.from(metadata, "base64").toString("utf8"))
    : null;
  const written = await writeLimited(req, tempFile, rules.sizeLimit);
  return {
    tempFile,
    ...written,
    mimetype,
    cacheControl: header(req, "cache-control") ?? "no-cache",
    userMetadata,
  };
}

function header(req: IncomingMessage, name: string) {
  const value = req.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

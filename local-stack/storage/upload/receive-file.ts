import type { IncomingMessage } from "node:http";
import { receiveMultipart } from "./multipart.ts";
import { receiveRaw } from "./raw-body.ts";
import type { IncomingFile, UploadRules } from "./upload-types.ts";

/** Receives an upload body in either form storage-js sends (multipart for a Blob, else raw). */
export function receiveFile(
  req: IncomingMessage,
  rules: UploadRules,
  tempFile: string,
): Promise<IncomingFile> {
  const contentType = req.headers["content-type"] ?? "";
  if (/^multipart\/form-data/i.test(contentType)) return receiveMultipart(req, rules, tempFile);
  return receiveRaw(req, rules, tempFile);
}

import type { IncomingMessage } from "node:http";
import busboy from "busboy";
import { errors } from "../errors.ts";
import { isMimeTypeAllowed } from "../limits.ts";
import { type WrittenFile, writeLimited } from "./limited-write.ts";
import { type IncomingFile, parseMetadata, type UploadRules } from "./upload-types.ts";

/**
 * Reads a multipart upload as storage-js builds it: `cacheControl` and `metadata` fields, then
 * the file under an empty field name. The first file part is the object, whatever its name;
 * its own content type becomes the object's.
 */
export function receiveMultipart(
  req: IncomingMessage,
  rules: UploadRules,
  tempFile: string,
): Promise<IncomingFile> {
  return new Promise((resolve, reject) => {
    const fields: Record<string, string> = {};
    let file: Promise<WrittenFile & { mimetype: string }> | undefined;
    let settled = false;
    let parser: busboy.Busboy;
    // Stops parsing, and answers only once a file being written has closed, so that the
    // caller's clean-up of the temporary file cannot race with its creation.
    const fail = (error: unknown) => {
      if (settled) return;
      settled = true;
      req.unpipe(parser);
      parser.destroy();
      (file ?? Promise.resolve()).then(
        () => reject(error),
        () => reject(error),
      );
    };
    try {
      parser = busboy({
        headers: req.headers,
        limits: { files: 1, fields: 20, parts: 30, fieldSize: 1024 * 1024 },
      });
    } catch {
      return reject(errors.invalidRequest("Malformed multipart body"));
    }

    parser.on("field", (name, value) => {
      fields[name] = value;
    });
    parser.on("file", (_name, stream, info) => {
      // Destroying the parser errors the open part; writeLimited reports what matters.
      stream.on("error", () => {});
      if (file || settled) return stream.resume();
      if (!isMimeTypeAllowed(info.mimeType, rules.allowedMimeTypes)) {
        stream.resume();
        return fail(errors.invalidMimeType(info.mimeType));
      }
      file = writeLimited(stream, tempFile, rules.sizeLimit).then((written) => ({
        ...written,
        mimetype: info.mimeType,
      }));
      file.catch(fail);
    });
    parser.on("error", () => fail(errors.invalidRequest("Malformed multipart body")));
    parser.on("finish", async () => {
      if (!file) return fail(errors.invalidRequest("No file provided"));
      try {
        const written = await file;
        const cacheTime = fields.cacheControl;
        const result: IncomingFile = {
          tempFile,
          ...written,
          cacheControl: cacheTime ? `max-age=${cacheTime}` : "no-cache",
          userMetadata: fields.metadata ? parseMetadata(fields.metadata) : null,
        };
        settled = true;
        resolve(result);
      } catch (error) {
        fail(error);
      }
    });
    req.once("error", fail);
    req.pipe(parser);
  });
}

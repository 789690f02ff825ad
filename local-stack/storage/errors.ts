import type { ServerResponse } from "node:http";
import { sendJson } from "../lib/http.ts";

/** An error Storage reports to the client as `{statusCode, code, error, message}`. */
export class StorageApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    readonly error: string,
    message: string,
  ) {
    super(message);
  }
}

const fail = (status: number, code: string, message: string, error = code) =>
  new StorageApiError(status, code, error, message);

// Codes, names and messages follow Storage's own (src/internal/errors/codes.ts).
export const errors = {
  noSuchBucket: () => fail(404, "NoSuchBucket", "Bucket not found", "Bucket not found"),
  noSuchKey: () => fail(404, "NoSuchKey", "Object not found", "not_found"),
  accessDenied: (message = "Access denied") => fail(403, "AccessDenied", message, "Unauthorized"),
  resourceAlreadyExists: () =>
    fail(409, "ResourceAlreadyExists", "The resource already exists", "Duplicate"),
  bucketAlreadyExists: () =>
    fail(409, "BucketAlreadyExists", "The resource already exists", "Duplicate"),
  bucketNotEmpty: () =>
    fail(409, "ResourceNotEmpty", "The bucket you tried to delete is not empty"),
  entityTooLarge: (limit = "the maximum allowed size") =>
    fail(413, "EntityTooLarge", `The object exceeded ${limit}`, "Payload too large"),
  invalidMimeType: (mimeType: string) =>
    fail(415, "InvalidMimeType", `mime type ${mimeType} is not supported`, "invalid_mime_type"),
  invalidKey: (key: string) => fail(400, "InvalidKey", `Invalid key: ${key}`),
  invalidBucketName: () => fail(400, "InvalidBucketName", "Bucket name invalid", "Invalid Input"),
  invalidRequest: (message: string) => fail(400, "InvalidRequest", message),
  invalidParameter: (name: string, message = `Invalid Parameter ${name}`) =>
    fail(400, "InvalidParameter", message),
  missingParameter: (name: string) =>
    fail(400, "MissingParameter", `Missing Required Parameter ${name}`),
  invalidSignature: (message = "Invalid signature") => fail(400, "InvalidSignature", message),
  expiredToken: () => fail(400, "ExpiredToken", "The provided token has expired."),
  rangeNotSatisfiable: () => fail(416, "InvalidRange", "invalid range provided", "invalid_range"),
  notFound: () => fail(404, "NotFound", "Route not found", "Not Found"),
  internal: () => fail(500, "InternalError", "Internal server error"),
};

interface PgError {
  code?: string;
  message?: string;
}

/** Turns the database errors that mean something to a client into Storage's errors. */
export function fromDatabaseError(error: unknown): StorageApiError | undefined {
  const pg = error as PgError;
  if (pg?.code === "42501") return errors.accessDenied(pg.message);
  if (pg?.code === "23505") return errors.resourceAlreadyExists();
  // The only foreign key on storage.objects is its bucket.
  if (pg?.code === "23503") return errors.noSuchBucket();
  return undefined;
}

// Real HTTP statuses, not Storage's blanket 400 (§4.4): storage-js reads the body either way.
export function sendError(res: ServerResponse, error: StorageApiError) {
  sendJson(res, error.status, {
    statusCode: String(error.status),
    code: error.code,
    error: error.error,
    message: error.message,
  });
}

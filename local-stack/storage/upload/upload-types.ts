import { errors } from "../errors.ts";

export interface UploadRules {
  sizeLimit: number;
  allowedMimeTypes: string[] | null;
}

/** An uploaded file, already on disk in a temporary file, with what its row will record. */
export interface IncomingFile {
  tempFile: string;
  size: number;
  eTag: string;
  mimetype: string;
  cacheControl: string;
  userMetadata: Record<string, unknown> | null;
}

/** The caller's own metadata for the object (`user_metadata`), sent as a JSON object. */
export function parseMetadata(json: string): Record<string, unknown> {
  try {
    const value = JSON.parse(json);
    if (value && typeof value === "object" && !Array.isArray(value)) return value;
  } catch {}
  throw errors.invalidParameter("metadata", "metadata must be a JSON object");
}

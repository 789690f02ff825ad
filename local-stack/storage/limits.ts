import { errors } from "./errors.ts";

/** The CLI's default `[storage] file_size_limit = "50MiB"`: the cap when a bucket sets none. */
export const GLOBAL_FILE_SIZE_LIMIT = 50 * 1024 * 1024;

const UNITS: Record<string, number> = {
  b: 1,
  kb: 1024,
  kib: 1024,
  mb: 1024 ** 2,
  mib: 1024 ** 2,
  gb: 1024 ** 3,
  gib: 1024 ** 3,
};

/** Reads a bucket's `file_size_limit` as createBucket sends it: bytes, or text like "20MB". */
export function parseFileSizeLimit(value: unknown): number | null {
  if (value === null || value === undefined || value === "" || value === 0) return null;
  if (typeof value === "number" && Number.isInteger(value) && value > 0) return value;
  if (typeof value === "string") {
    const match = /^\s*(\d+(?:\.\d+)?)\s*([a-z]*)\s*$/i.exec(value);
    const factor = UNITS[(match?.[2] || "b").toLowerCase()];
    if (match?.[1] && factor) return Math.floor(Number(match[1]) * factor);
  }
  throw errors.invalidRequest("Invalid file size format, hint: use 20GB / 20MB / 30KB / 3B");
}

export function parseAllowedMimeTypes(value: unknown): string[] | null {
  if (value === null || value === undefined) return null;
  if (!Array.isArray(value)) throw errors.invalidParameter("allowed_mime_types");
  for (const type of value) {
    if (typeof type !== "string" || !/^[\w.+-]+\/([\w.+-]+|\*)$/.test(type)) {
      throw errors.invalidParameter("allowed_mime_types", `Invalid mime type ${String(type)}`);
    }
  }
  return value.length > 0 ? value : null;
}

/** The upload limit in force: the bucket's own, never above the global cap. */
export function effectiveSizeLimit(bucketLimit: number | null): number {
  return bucketLimit && bucketLimit < GLOBAL_FILE_SIZE_LIMIT ? bucketLimit : GLOBAL_FILE_SIZE_LIMIT;
}

/**
 * Whether a content type is allowed; parameters such as `;charset=UTF-8` are ignored and
 * `image/*` admits every image type.
 */
export function isMimeTypeAllowed(mimeType: string, allowed: string[] | null): boolean {
  if (!allowed || allowed.length === 0) return true;
  const [type, subtype] = mimeType.split(";")[0]?.trim().toLowerCase().split("/") ?? [];
  if (!type || !subtype) return false;
  return allowed.some((entry) => {
    const [allowedType, allowedSubtype] = entry.toLowerCase().split("/");
    return allowedType === type && (allowedSubtype === "*" || allowedSubtype === subtype);
  });
}

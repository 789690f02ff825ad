import { errors } from "./errors.ts";

// Storage's own rule for bucket names (src/storage/limits.ts isValidBucketName).
const BUCKET_NAME = /^(\w|!|-|\.|\*|'|\(|\)| |&|\$|@|=|;|:|\+|,|\?)*$/;
const MAX_KEY_LENGTH = 1024;

export function checkBucketName(name: unknown): string {
  if (typeof name !== "string" || name.length === 0 || name.length > 100) {
    throw errors.invalidBucketName();
  }
  // "." and ".." pass Storage's pattern but would name a folder outside the bucket on disk.
  if (!BUCKET_NAME.test(name) || name === "." || name === "..") throw errors.invalidBucketName();
  return name;
}

/**
 * Checks an object name: it becomes a path on disk, so it must stay inside its bucket. Rejects
 * empty parts (leading, trailing or doubled slashes), "." and "..", backslashes and control
 * characters such as NUL.
 */
export function checkObjectName(name: unknown): string {
  if (typeof name !== "string" || name.length === 0 || name.length > MAX_KEY_LENGTH) {
    throw errors.invalidKey(String(name));
  }
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it rejects
  if (/[\u0000-\u001f\u007f\\]/.test(name)) throw errors.invalidKey(name);
  for (const part of name.split("/")) {
    if (part === "" || part === "." || part === "..") throw errors.invalidKey(name);
  }
  return name;
}

/** Decodes a percent-encoded path part as it arrives in the URL. */
export function decodePathPart(raw: string): string {
  try {
    return decodeURIComponent(raw);
  } catch {
    throw errors.invalidKey(raw);
  }
}

export function isUuid(value: unknown): value is string {
  return (
    typeof value === "string" &&
    /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value)
  );
}

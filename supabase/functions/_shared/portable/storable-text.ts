/**
 * What every request's text must be before anything looks at it: Postgres's text and jsonb
 * cannot hold U+0000, and an unpaired UTF-16 surrogate has no UTF-8 form (it would be stored as
 * U+FFFD, or refused inside jsonb). Checked once where a request's JSON, form fields and query
 * are read (http-error.ts, input-guard.ts), so no schema can forget it.
 */

export const UNSTORABLE_TEXT = "Text cannot contain U+0000 or an unpaired surrogate character";
export const TOO_DEEP = "The request is nested too deeply";

/** JSON objects and arrays nest at most this deep; no payload of the API needs more than 4. */
export const MAX_JSON_DEPTH = 16;

/** Code units, not code points (no `u` flag): a lone half of a pair is what it looks for. */
const UNPAIRED_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

export function isStorableText(text: string): boolean {
  return !text.includes("\u0000") && !UNPAIRED_SURROGATE.test(text);
}

export interface InputProblem {
  /** Where it is: "message", "customFields.bio", "ids.3", "" for the whole body. */
  path: string;
  message: string;
}

/** The first string (key or value) that cannot be stored, or a nesting deeper than allowed. */
export function findInputProblem(value: unknown, path = "", depth = 0): InputProblem | undefined {
  if (typeof value === "string") {
    return isStorableText(value) ? undefined : { path, message: UNSTORABLE_TEXT };
  }
  if (value === null || typeof value !== "object") return undefined;
  if (depth >= MAX_JSON_DEPTH) return { path, message: TOO_DEEP };
  const entries = Array.isArray(value)
    ? value.map((item, index) => [String(index), item] as const)
    : Object.entries(value);
  for (const [key, item] of entries) {
    const at = path ? `${path}.${key}` : key;
    if (!isStorableText(key)) return { path: at, message: UNSTORABLE_TEXT };
    const problem = findInputProblem(item, at, depth + 1);
    if (problem) return problem;
  }
  return undefined;
}

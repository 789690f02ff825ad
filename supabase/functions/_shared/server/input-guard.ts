import type { MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import { isStorableText, UNSTORABLE_TEXT } from "../portable/storable-text.ts";
import { HttpError } from "./http-error.ts";

/**
 * 413 `{message}` for a body over `maxBytes`: a declared Content-Length is refused before a
 * byte is read, and a body of unknown length (chunked) is counted as it streams and cut off at
 * the cap, so a 50 MB request is never held in memory.
 */
export function limitBody(maxBytes: number, message: string): MiddlewareHandler {
  return bodyLimit({ maxSize: maxBytes, onError: (c) => c.json({ message }, 413) });
}

/** 400 for a query parameter (name or value) Postgres could not store, before any handler. */
export const checkQuery: MiddlewareHandler = async (c, next) => {
  for (const [name, values] of Object.entries(c.req.queries())) {
    if (!isStorableText(name) || values.some((value) => !isStorableText(value))) {
      const key = isStorableText(name) ? name : "_";
      throw new HttpError(400, UNSTORABLE_TEXT, { [key]: [UNSTORABLE_TEXT] });
    }
  }
  await next();
};

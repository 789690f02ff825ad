import type { Context } from "hono";
import { MAX_PAGE_SIZE } from "../../_shared/contracts/limits.ts";
import { HttpError } from "../../_shared/http-error.ts";

export { MAX_PAGE_SIZE };

export interface PageRequest {
  page: number;
  pageSize: number;
  offset: number;
}

/** A list page as every paginated admin endpoint returns it. */
export interface Page<T> {
  items: T[];
  page: number;
  pageSize: number;
  total: number;
}

function wholeParam(c: Context, name: string, fallback: number, min: number, max: number) {
  const text = c.req.query(name);
  if (text === undefined || text === "") return fallback;
  const value = Number(text);
  if (!Number.isInteger(value) || value < min || value > max) {
    const message = `${name} must be a whole number from ${min} to ${max}`;
    throw new HttpError(400, message, { [name]: [message] });
  }
  return value;
}

/** `?page=` (from 1) and `?pageSize=` (at most 100). */
export function pageRequest(c: Context, defaultPageSize: number): PageRequest {
  const page = wholeParam(c, "page", 1, 1, 1_000_000);
  const pageSize = wholeParam(c, "pageSize", defaultPageSize, 1, MAX_PAGE_SIZE);
  return { page, pageSize, offset: (page - 1) * pageSize };
}

export const MAX_SEARCH_LENGTH = 200;

/** `?search=`, trimmed, at most 200 characters; undefined when absent or blank. */
export function searchParam(c: Context): string | undefined {
  const search = c.req.query("search")?.trim() || undefined;
  if (search && search.length > MAX_SEARCH_LENGTH) {
    throw new HttpError(400, "Search is too long", { search: ["Search is too long"] });
  }
  return search;
}

/** One of `allowed`, or undefined when the parameter is absent or "all". */
export function choiceParam<T extends string>(
  c: Context,
  name: string,
  allowed: readonly T[],
): T | undefined {
  const value = c.req.query(name);
  if (value === undefined || value === "" || value === "all") return undefined;
  if (!allowed.includes(value as T)) {
    const message = `${name} must be one of: all, ${allowed.join(", ")}`;
    throw new HttpError(400, message, { [name]: [message] });
  }
  return value as T;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * A path id in its canonical (lower-case) spelling; one that cannot be an id names nothing, so
 * it is a 404 like a missing row.
 */
export function idParam(c: Context, name: string, notFound: string): string {
  const id = c.req.param(name) ?? "";
  if (!UUID.test(id)) throw new HttpError(404, notFound);
  return id.toLowerCase();
}

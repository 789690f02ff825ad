import type { Context } from "hono";
import * as z from "zod/mini";
import { MAX_SEARCH_LENGTH } from "../../_shared/portable/contracts/limits.ts";
import { pageQueryShape, pageSizeParam } from "../../_shared/portable/schemas/list-query.ts";
import { HttpError, parseBody } from "../../_shared/server/http-error.ts";

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

/** `?page=` (from 1) and `?pageSize=` (at most 100), by the partner lists' rules. */
export function pageRequest(c: Context, defaultPageSize: number): PageRequest {
  const schema = z.object({ page: pageQueryShape.page, pageSize: pageSizeParam(defaultPageSize) });
  const given = (name: string) => c.req.query(name) || undefined;
  const { page, pageSize } = parseBody(schema, {
    page: given("page"),
    pageSize: given("pageSize"),
  });
  return { page, pageSize, offset: (page - 1) * pageSize };
}

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

/** `?<name>=<id>`: an opportunity or user id, or undefined when absent; 400 for one that is no id. */
export function optionalIdParam(c: Context, name: string): string | undefined {
  const value = c.req.query(name);
  if (value === undefined || value === "") return undefined;
  if (!UUID.test(value)) {
    const message = `${name} must be an id`;
    throw new HttpError(400, message, { [name]: [message] });
  }
  return value.toLowerCase();
}

import { durationSeconds } from "./auth-config.ts";
import { badRequest } from "./errors.ts";
import { type Body, object } from "./request.ts";

/** `ban_duration`: a Go duration such as "24h", or "none" to lift a ban. */
export function banUntil(body: Body): Date | null | undefined {
  const value = body.ban_duration;
  if (value === undefined || value === "") return undefined;
  if (value === "none") return null;
  const seconds = durationSeconds(value, Number.NaN);
  if (!Number.isFinite(seconds)) {
    throw badRequest(
      "validation_failed",
      "invalid format for ban duration: time: invalid duration",
    );
  }
  return new Date(Date.now() + seconds * 1000);
}

export function metadataParam(body: Body, key: string): Record<string, unknown> | undefined {
  const value = body[key];
  if (value === undefined || value === null) return undefined;
  const result = object(value);
  if (!result) throw badRequest("validation_failed", `${key} must be an object`);
  return result;
}

/** `page` and `per_page` as GoTrue's pagination reads them; auth-js sends '' when unset. */
export function pagination(url: URL) {
  const page = Number.parseInt(url.searchParams.get("page") || "1", 10);
  const perPage = Number.parseInt(url.searchParams.get("per_page") || "50", 10);
  if (!Number.isFinite(page) || page < 1 || !Number.isFinite(perPage) || perPage < 1) {
    throw badRequest("validation_failed", "Bad Pagination Parameters");
  }
  return { page, perPage };
}

/** The Link header of GoTrue's list responses, `page` first as auth-js's parser expects. */
export function paginationLink(base: string, page: number, perPage: number, total: number) {
  const lastPage = Math.ceil(total / perPage);
  const links: string[] = [];
  if (total > page * perPage)
    links.push(`<${base}?page=${page + 1}&per_page=${perPage}>; rel="next"`);
  links.push(`<${base}?page=${lastPage}&per_page=${perPage}>; rel="last"`);
  return links.join(", ");
}

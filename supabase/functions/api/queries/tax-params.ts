import type { Context } from "hono";
import { HttpError } from "../../_shared/server/http-error.ts";

export const TAX_YEAR_MESSAGE = "year must be a tax year, as 2025";

/** `?year=`: a tax year (2000 to 2100); a missing or malformed one is a 400. */
export function taxYearParam(c: Context): number {
  const text = c.req.query("year")?.trim() ?? "";
  const year = /^\d{4}$/.test(text) ? Number(text) : Number.NaN;
  if (!(year >= 2000 && year <= 2100)) {
    throw new HttpError(400, TAX_YEAR_MESSAGE, { year: [TAX_YEAR_MESSAGE] });
  }
  return year;
}

import type { Context } from "hono";
import { isMonth } from "../../_shared/portable/schemas/payout.ts";
import { isUuid } from "../../_shared/portable/uuid.ts";
import { HttpError } from "../../_shared/server/http-error.ts";

const MONTH_MESSAGE = "month must be a calendar month as YYYY-MM";

/** `?month=YYYY-MM`; undefined when absent. */
export function monthParam(c: Context, required = false): string | undefined {
  const month = c.req.query("month")?.trim() || undefined;
  if (month === undefined && !required) return undefined;
  if (month === undefined || !isMonth(month)) {
    throw new HttpError(400, MONTH_MESSAGE, { month: [MONTH_MESSAGE] });
  }
  return month;
}

/** `?partnerId=`; a value that cannot be an id is a 400. */
export function partnerParam(c: Context): string | undefined {
  const id = c.req.query("partnerId")?.trim() || undefined;
  if (id !== undefined && !isUuid(id)) {
    throw new HttpError(400, "partnerId must be a user id", { partnerId: ["Unknown partner"] });
  }
  return id?.toLowerCase();
}

import * as z from "zod/mini";
import { dateTime } from "./admin-fields.ts";

/** GET /api/tours/schedule?from=: the instant the partner's schedule starts (their midnight). */
export const tourScheduleQuerySchema = z.object({
  from: dateTime("from is required", "from must be a date and time (ISO 8601)"),
});

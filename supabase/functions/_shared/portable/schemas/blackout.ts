import * as z from "zod/mini";
import { isCalendarDate } from "../calendar-date.ts";
import { BLACKOUT_DAYS_MAX, BLACKOUT_NOTE_MAX_LENGTH } from "../contracts/limits.ts";

export const BLACKOUT_MESSAGES = {
  startsOn: "Choose the first day you are away.",
  endsOn: "Choose the last day you are away.",
  order: "The last day cannot be before the first.",
  span: `Close at most ${BLACKOUT_DAYS_MAX} days at once.`,
  note: `At most ${BLACKOUT_NOTE_MAX_LENGTH} characters`,
} as const;

function day(message: string) {
  return z.string({ error: message }).check(z.refine(isCalendarDate, message));
}

/** Days between two `YYYY-MM-DD` dates. */
function daysBetween(from: string, to: string) {
  return (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000;
}

/** POST /api/blackouts: the days the business is closed, both included, and why. */
export const blackoutSchema = z
  .object({
    startsOn: day(BLACKOUT_MESSAGES.startsOn),
    endsOn: day(BLACKOUT_MESSAGES.endsOn),
    note: z._default(
      z
        .string({ error: BLACKOUT_MESSAGES.note })
        .check(z.trim(), z.maxLength(BLACKOUT_NOTE_MAX_LENGTH, BLACKOUT_MESSAGES.note)),
      "",
    ),
  })
  .check(
    z.refine(
      (b) =>
        !isCalendarDate(b.startsOn) ||
        !isCalendarDate(b.endsOn) ||
        daysBetween(b.startsOn, b.endsOn) >= 0,
      { message: BLACKOUT_MESSAGES.order, path: ["endsOn"] },
    ),
    z.refine(
      (b) =>
        !isCalendarDate(b.startsOn) ||
        !isCalendarDate(b.endsOn) ||
        daysBetween(b.startsOn, b.endsOn) < BLACKOUT_DAYS_MAX,
      { message: BLACKOUT_MESSAGES.span, path: ["endsOn"] },
    ),
  );

export type BlackoutPayload = z.infer<typeof blackoutSchema>;

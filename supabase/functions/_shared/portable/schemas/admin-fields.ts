import * as z from "zod/mini";
import { isDateTime, isLocalDateTime } from "../calendar-date.ts";
import { optionalText as optionalFreeText } from "./fields.ts";

/** Field builders the admin form schemas share. Each takes the message the form shows. */

export { requiredText } from "./fields.ts";

/** An optional free text of the admin forms: null and blank become undefined. */
export const optionalText = (maxLength: number) => optionalFreeText(maxLength, "Must be text");

/** A whole number in [min, max]; `fallback` when it is not given. */
export function wholeNumber(min: number, max: number, message: string, fallback: number) {
  return z._default(
    z.number({ error: message }).check(z.int(message), z.gte(min, message), z.lte(max, message)),
    fallback,
  );
}

/** A yes/no switch; `fallback` when it is not given. */
export function flag(fallback: boolean) {
  return z._default(z.boolean({ error: "Must be true or false" }), fallback);
}

/** A list of at most 50 short labels (checkbox choices): trimmed, blanks and repeats dropped. */
export function labelList() {
  return z._default(
    z.pipe(
      z
        .array(z.string().check(z.trim(), z.maxLength(200, "At most 200 characters")), {
          error: "Must be a list",
        })
        .check(z.maxLength(50, "At most 50 entries")),
      z.transform((labels) => [...new Set(labels.filter((label) => label !== ""))]),
    ),
    [],
  );
}

const MONEY = /^\d{1,8}(\.\d{1,2})?$/;
/** A well-formed amount of 100,000,000 or more: past `numeric(10,2)`'s $99,999,999.99. */
const TOO_MANY_DIGITS = /^0*[1-9]\d{8,}(\.\d{1,2})?$/;

/**
 * A non-negative amount of money with at most two decimals, as a string or a number; becomes
 * the decimal string Postgres stores ("150.00").
 */
export function moneyString(requiredMessage: string, invalidMessage: string, maxMessage?: string) {
  return z.pipe(
    z.union([z.string(), z.number()], { error: requiredMessage }).check(
      z.refine((value) => String(value).trim() !== "", requiredMessage),
      // An amount too large for the column says the maximum, not that it is invalid.
      z.refine(
        (value) => !maxMessage || !TOO_MANY_DIGITS.test(String(value).trim()),
        maxMessage ?? invalidMessage,
      ),
      z.refine(
        (value) =>
          value === "" ||
          MONEY.test(String(value).trim()) ||
          (maxMessage !== undefined && TOO_MANY_DIGITS.test(String(value).trim())),
        invalidMessage,
      ),
    ),
    z.transform((value) => Number(String(value).trim()).toFixed(2)),
  );
}

/**
 * A tour's moment: a wall-clock date and time on the tour's own clock ("2026-12-05T10:00", what
 * the admin form sends; the database reads it in the zone of the tour's location), or an
 * instant with its offset ("2026-12-05T18:00:00Z").
 */
const isTourMoment = (text: string) => isDateTime(text) || isLocalDateTime(text);

/** A required tour moment (above). */
export function dateTime(requiredMessage: string, invalidMessage: string) {
  return z.string({ error: requiredMessage }).check(
    z.trim(),
    z.minLength(1, requiredMessage),
    z.refine((text) => text === "" || isTourMoment(text), invalidMessage),
  );
}

/** An optional tour moment (above): null and "" mean none. */
export function optionalDateTime(invalidMessage: string) {
  return z.optional(
    z.pipe(
      z.nullable(
        z.string({ error: invalidMessage }).check(
          z.trim(),
          z.refine((text) => text === "" || isTourMoment(text), invalidMessage),
        ),
      ),
      z.transform((text) => (text ? text : undefined)),
    ),
  );
}

/** Whether a tour moment names its offset (an instant) rather than a time on the tour's clock. */
export function hasOffset(text: string): boolean {
  return isDateTime(text);
}

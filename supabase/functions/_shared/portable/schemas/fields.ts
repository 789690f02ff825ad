import * as z from "zod/mini";
import { toCents } from "../money.ts";
import { catalogueLabels } from "../profile-options.ts";

/** Field builders the payload schemas share; each takes the spec's message verbatim. */

/** A string that must hold something once trimmed. */
export function requiredText(message: string, maxLength = 200) {
  return z
    .string({ error: message })
    .check(
      z.trim(),
      z.minLength(1, message),
      z.maxLength(maxLength, `At most ${maxLength} characters`),
    );
}

/**
 * An optional free text: null and blank become undefined, so nothing is stored. `typeMessage`
 * answers a value that is not text (zod's own message without it).
 */
export function optionalText(maxLength: number, typeMessage?: string) {
  return z.optional(
    z.pipe(
      z.nullable(
        z
          .string(typeMessage ? { error: typeMessage } : undefined)
          .check(z.trim(), z.maxLength(maxLength, `At most ${maxLength} characters`)),
      ),
      z.transform((text) => (text ? text : undefined)),
    ),
  );
}

/** A list of short labels with at least one entry. */
export function atLeastOne(message: string) {
  return z
    .array(z.string().check(z.trim(), z.minLength(1, message), z.maxLength(100, message)), {
      error: message,
    })
    .check(z.minLength(1, message), z.maxLength(50, message));
}

/** Expertise or services: at least one label, each as the catalogue spells it. */
export function catalogueList(message: string) {
  return atLeastOne(message).check(z.overwrite(catalogueLabels));
}

/** A money amount given as a string or number with at most two decimals, in [min, max] cents. */
export function moneyAmount(
  messages: { invalid: string; max?: string },
  maxCents: number,
  minCents = 0,
) {
  return z.union([z.string(), z.number()], { error: messages.invalid }).check(
    z.refine((value) => {
      const cents = toCents(value);
      return cents !== undefined && cents >= minCents;
    }, messages.invalid),
    z.refine((value) => (toCents(value) ?? 0) <= maxCents, messages.max ?? messages.invalid),
  );
}

import * as z from "zod/mini";
import { isCalendarDate } from "../calendar-date.ts";
import { SIGNATURE_MAX_LENGTH } from "../contracts/limits.ts";
import { normalizePhone, PHONE_MESSAGE, PHONE_PATTERN } from "../phone.ts";

/** What the guest list's form and the API answer for each rule of a guest. */
export const GUEST_MESSAGES = {
  name: "Please enter the guest's name",
  dateOfBirth: "Please enter the date of birth as YYYY-MM-DD",
  email: "Please enter a valid email address",
  phone: PHONE_MESSAGE,
  signatureName: "Please type your full name to sign",
} as const;

const M = GUEST_MESSAGES;

/** A link's token as mailed: 64 hex digits (private.new_link_token). */
export const LINK_TOKEN_PATTERN = /^[0-9a-f]{64}$/;

/** What a link that is no link at all answers (the database says the same: P0002). */
export const LINK_MESSAGES = {
  guestList: "This guest list link is not valid.",
  waiver: "This waiver link is not valid.",
  guest: "This guest is not on this guest list.",
} as const;

/** The longest guest name and e-mail the list keeps (guests_name_length, guests_email_length). */
export const GUEST_NAME_MAX_LENGTH = 200;
export const GUEST_EMAIL_MAX_LENGTH = 254;

/** An optional contact: blank or null is none; otherwise it must be valid. */
function optionalContact<T extends z.ZodMiniType<string>>(schema: T) {
  return z.optional(
    z.pipe(
      z.nullable(z.union([z.literal(""), schema])),
      z.transform((value) => (value ? value : undefined)),
    ),
  );
}

/**
 * POST /api/guest-lists/:token/guests and PUT …/guests/:guestId: one guest of a tour. The date
 * of birth is a calendar day; that it is not after today on the tour's clock is the database's
 * rule (TP314), which knows the clock.
 */
export const guestSchema = z.object({
  name: z
    .string({ error: M.name })
    .check(
      z.trim(),
      z.minLength(1, M.name),
      z.maxLength(GUEST_NAME_MAX_LENGTH, `At most ${GUEST_NAME_MAX_LENGTH} characters`),
    ),
  dateOfBirth: z
    .string({ error: M.dateOfBirth })
    .check(z.trim(), z.refine(isCalendarDate, M.dateOfBirth)),
  email: optionalContact(
    z
      .string({ error: M.email })
      .check(z.trim(), z.maxLength(GUEST_EMAIL_MAX_LENGTH, M.email), z.email(M.email)),
  ),
  phone: optionalContact(
    z
      .pipe(z.string({ error: M.phone }).check(z.trim()), z.transform(normalizePhone))
      .check(z.refine((phone) => phone === "" || PHONE_PATTERN.test(phone), M.phone)),
  ),
});

export type GuestInput = z.input<typeof guestSchema>;
export type GuestPayload = z.infer<typeof guestSchema>;

/** POST /api/waivers/:token: the guest's typed signature, their name as on the guest list. */
export const waiverSignatureSchema = z.object({
  signatureName: z
    .string({ error: M.signatureName })
    .check(
      z.trim(),
      z.minLength(1, M.signatureName),
      z.maxLength(SIGNATURE_MAX_LENGTH, "Signature is too long"),
    ),
});

export type WaiverSignatureInput = z.input<typeof waiverSignatureSchema>;

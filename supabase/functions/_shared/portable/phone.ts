/**
 * A phone number as people write it, "(707) 555-0142" or "+1 707.555.0142", kept as the digits
 * product §5's rule checks: an optional plus, a non-zero first digit, then up to 15 more digits.
 * The database applies the same normalisation (private.normalize_phone) and the same pattern
 * (users_phone_format), whoever writes.
 */
export const PHONE_PATTERN = /^\+?[1-9]\d{0,15}$/;

export const PHONE_MESSAGE = "Please enter a valid phone number";

/** Spaces, brackets, dots and dashes dropped: "(707) 555-0142" → "7075550142". */
export function normalizePhone(text: string): string {
  return text.trim().replace(/[\s().-]/g, "");
}

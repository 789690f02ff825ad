import { parsePhoneNumberFromString } from "libphonenumber-js";

/**
 * A mobile number as people write it, in E.164 ("+17075550142"), with the maintained
 * phone-number library's rules for every country; a number without a country code is read as
 * a US one. Undefined when it is no valid number.
 */
export function toE164(input: string): string | undefined {
  const parsed = parsePhoneNumberFromString(input.trim(), "US");
  return parsed?.isValid() ? parsed.number : undefined;
}

/** The number as people read it, all but the country code and the last 4 digits hidden. */
export function maskPhone(e164: string): string {
  const parsed = parsePhoneNumberFromString(e164);
  if (!parsed) return `•••${e164.slice(-4)}`;
  const national = parsed.nationalNumber;
  const hidden = national.slice(0, -4).replace(/\d/g, "•");
  return `+${parsed.countryCallingCode} ${hidden} ${national.slice(-4)}`;
}

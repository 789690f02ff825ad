/**
 * Taxpayer identification numbers: the format rule the W-9 form, the API and the
 * database (private.valid_tin, 17_tax_details.sql) share, and the one masked way a TIN is shown.
 */

import type { TinType } from "./contracts/enums.ts";

/** EIN prefixes the IRS does not assign. */
const UNASSIGNED_EIN_PREFIXES = new Set([
  "00",
  "07",
  "08",
  "09",
  "17",
  "18",
  "19",
  "28",
  "29",
  "49",
  "69",
  "70",
  "78",
  "79",
  "89",
  "96",
  "97",
]);

/** The TIN's nine digits, dashes and spaces aside, when it is well formed for its type; else null. */
export function tinDigits(type: TinType, tin: string): string | null {
  const digits = tin.replace(/[\s-]/g, "");
  if (!/^\d{9}$/.test(digits)) return null;
  if (type === "ein") return UNASSIGNED_EIN_PREFIXES.has(digits.slice(0, 2)) ? null : digits;
  const [area, group, serial] = [digits.slice(0, 3), digits.slice(3, 5), digits.slice(5)];
  const valid =
    area !== "000" &&
    area !== "666" &&
    !area.startsWith("9") &&
    group !== "00" &&
    serial !== "0000";
  return valid ? digits : null;
}

/** How a TIN is shown everywhere: •••-••-1234 for an SSN, ••-•••1234 for an EIN. */
export function maskedTin(type: TinType, last4: string): string {
  return type === "ssn" ? `•••-••-${last4}` : `••-•••${last4}`;
}

/** The sentence under the TIN field when it is not well formed (the database's TP821 too). */
export const TIN_MESSAGES: Record<TinType, string> = {
  ssn: "Enter a valid SSN: nine digits, as 123-45-6789",
  ein: "Enter a valid EIN: nine digits, as 12-3456789",
};

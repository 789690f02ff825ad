import * as z from "zod/mini";
import { isRoutingNumber } from "../aba-routing.ts";
import { ACH_RETURN_CODE_LIST } from "../ach-returns.ts";
import { isCalendarDate } from "../calendar-date.ts";
import { PAYOUT_MAX_LINES } from "./payout.ts";

export const ACH_MESSAGES = {
  lineIds: "Choose at least one month to pay",
  lineId: "Unknown payable line",
  effectiveDate: "Enter the effective date (YYYY-MM-DD)",
  traceNumber: "Enter the entry's 15-digit trace number",
  returnCode: "Choose a return code from R01 to R33",
  companyName: "Enter the company name, at most 16 letters, digits or spaces",
  companyId: "Enter the 10-character company identification your bank gave you",
  routing: "Enter a valid routing number: nine digits whose check digit holds",
  bankName: "Enter a name of at most 23 letters, digits or spaces",
  secCode: "Choose CCD (business accounts) or PPD (personal accounts)",
} as const;

const M = ACH_MESSAGES;

/** POST /api/admin/ach/batches: the payable lines to send, of one or more partners. */
export const achBatchSchema = z.object({
  lineIds: z
    .array(z.string({ error: M.lineId }).check(z.uuid(M.lineId)), { error: M.lineIds })
    .check(z.minLength(1, M.lineIds), z.maxLength(PAYOUT_MAX_LINES * 10, M.lineIds)),
  effectiveDate: z.string({ error: M.effectiveDate }).check(
    z.trim(),
    z.refine((text) => isCalendarDate(text), M.effectiveDate),
  ),
});
export type AchBatchInput = z.infer<typeof achBatchSchema>;

/** POST /api/admin/ach/returns: a return the bank reported, entered by hand. */
export const achReturnSchema = z.object({
  traceNumber: z
    .string({ error: M.traceNumber })
    .check(z.trim(), z.regex(/^\d{15}$/, M.traceNumber)),
  returnCode: z.enum(ACH_RETURN_CODE_LIST as [string, ...string[]], { error: M.returnCode }),
});
export type AchReturnInput = z.infer<typeof achReturnSchema>;

// The same characters and sizes as the admin_settings_ach CHECK (14_admin_settings.sql).
const nachaName = (max: number, message: string) =>
  z
    .string({ error: message })
    .check(
      z.trim(),
      z.regex(new RegExp(`^[A-Za-z0-9][A-Za-z0-9 .,&'/()-]{0,${max - 1}}$`), message),
    );
const routing = z.string({ error: M.routing }).check(
  z.trim(),
  z.refine((text) => isRoutingNumber(text), M.routing),
);

/** PUT /api/admin/ach/settings: the originator the NACHA files name, all at once. */
export const achSettingsSchema = z.object({
  companyName: nachaName(16, M.companyName),
  companyId: z
    .string({ error: M.companyId })
    .check(z.trim(), z.regex(/^[0-9A-Za-z]{10}$/, M.companyId)),
  odfiRouting: routing,
  destinationRouting: routing,
  destinationName: nachaName(23, M.bankName),
  originName: nachaName(23, M.bankName),
  secCode: z.enum(["CCD", "PPD"], { error: M.secCode }),
});
export type AchSettingsInput = z.infer<typeof achSettingsSchema>;

/** Each setting's key in admin_settings. */
export const ACH_SETTING_KEYS = {
  companyName: "ach.company_name",
  companyId: "ach.company_id",
  odfiRouting: "ach.odfi_routing",
  destinationRouting: "ach.destination_routing",
  destinationName: "ach.destination_name",
  originName: "ach.origin_name",
  secCode: "ach.sec_code",
} as const satisfies Record<keyof AchSettingsInput, string>;

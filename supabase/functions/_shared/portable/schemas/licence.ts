import * as z from "zod/mini";
import { isCalendarDate } from "../calendar-date.ts";
import { LICENCE_TYPES, US_STATE_CODES } from "../contracts/licences.ts";

export const LICENCE_MESSAGES = {
  state: "Please choose the state that issued the licence",
  licenceType: "Please choose the licence type",
  licenceNumber: "Licence number is required",
  licenceNumberLength: "The licence number can be at most 50 characters",
  expiresOn: "Please enter a valid expiry date",
  expired: "This licence has already expired",
  scan: "Please attach a scan of the licence",
  scanType: "The scan must be a PDF, PNG or JPEG file",
  scanSize: "The scan must be 10MB or smaller",
  status: "Choose approved or rejected",
  rejectionReason: "Please give a reason for rejecting this licence",
} as const;

const M = LICENCE_MESSAGES;

/** The licence-scans bucket's limits (file_size_limit, allowed_mime_types). */
export const MAX_SCAN_BYTES = 10 * 1024 * 1024;
export const SCAN_TYPES = ["application/pdf", "image/png", "image/jpeg"] as const;
/** The whole multipart form: the scan, the other fields and the framing around them. */
export const MAX_LICENCE_FORM_BYTES = MAX_SCAN_BYTES + 1024 * 1024;
/** How long a link to a scan stays valid, in seconds. */
export const LICENCE_SCAN_LINK_SECONDS = 300;

/**
 * Today as `YYYY-MM-DD` in Hawaii, the last US state to start a day: a date before it has
 * ended in every state. The database counts a licence's expiry in its own state and refuses
 * one already over there (TP702, under the same field).
 */
function earliestUsToday() {
  const parts = new Intl.DateTimeFormat("en-US", {
    timeZone: "Pacific/Honolulu",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  }).formatToParts(new Date());
  const part = (type: string) => parts.find((p) => p.type === type)?.value;
  return `${part("year")}-${part("month")}-${part("day")}`;
}

export const scanFile = z
  .file({ error: M.scan })
  .check(z.mime([...SCAN_TYPES], M.scanType), z.maxSize(MAX_SCAN_BYTES, M.scanSize));

/** The licence's fields, as the form sends them (multipart: all text). */
export const licenceFieldsSchema = z.object({
  state: z.enum(US_STATE_CODES, { error: M.state }),
  licenceType: z.enum(LICENCE_TYPES, { error: M.licenceType }),
  licenceNumber: z
    .string({ error: M.licenceNumber })
    .check(z.trim(), z.minLength(1, M.licenceNumber), z.maxLength(50, M.licenceNumberLength)),
  expiresOn: z.string({ error: M.expiresOn }).check(
    z.trim(),
    z.refine(isCalendarDate, M.expiresOn),
    z.refine((day) => !isCalendarDate(day) || day >= earliestUsToday(), M.expired),
  ),
});

/** POST /api/licences (multipart): the fields and the scan. */
export const licenceSchema = z.extend(licenceFieldsSchema, { scan: scanFile });

export type LicenceFieldsInput = z.input<typeof licenceFieldsSchema>;
export type LicencePayload = z.infer<typeof licenceSchema>;

/** PUT /api/admin/licences/{id}: approve, or reject with a reason the partner is told. */
export const licenceReviewSchema = z
  .object({
    status: z.enum(["approved", "rejected"], { error: M.status }),
    rejectionReason: z.optional(
      z.nullable(
        z
          .string({ error: M.rejectionReason })
          .check(z.trim(), z.maxLength(1000, "The reason can be at most 1000 characters")),
      ),
    ),
  })
  .check(
    z.refine((review) => review.status !== "rejected" || Boolean(review.rejectionReason), {
      message: M.rejectionReason,
      path: ["rejectionReason"],
    }),
  );

export type LicenceReviewInput = z.input<typeof licenceReviewSchema>;
export type LicenceReviewPayload = z.infer<typeof licenceReviewSchema>;

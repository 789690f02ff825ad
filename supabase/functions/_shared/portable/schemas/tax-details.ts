import * as z from "zod/mini";
import {
  TAX_CLASSIFICATIONS,
  type TaxClassification,
  TIN_TYPES,
  type TinType,
} from "../contracts/enums.ts";
import { US_STATE_CODES } from "../contracts/licences.ts";
import { SIGNATURE_MAX_LENGTH } from "../contracts/limits.ts";
import { TIN_MESSAGES, tinDigits } from "../tin.ts";
import { moneyString } from "./admin-fields.ts";

export const TAX_DETAILS_MESSAGES = {
  legalName: "Enter your name as shown on your income tax return",
  legalNameLength: "The name can be at most 200 characters",
  businessNameLength: "The business name can be at most 200 characters",
  taxClassification: "Choose your federal tax classification",
  tinType: "Choose SSN or EIN",
  addressLine1: "Enter your street address",
  addressLength: "The address line can be at most 200 characters",
  city: "Enter your city",
  cityLength: "The city can be at most 100 characters",
  state: "Choose your state",
  postalCode: "Enter a ZIP code, as 95448 or 95448-1234",
  certified: "Please certify that the information is correct",
  signature: "Please type your full name to sign",
  signatureLength: "Signature is too long",
} as const;

/** The W-9's line 3a, as people read it; the values are the database's enum. */
export const TAX_CLASSIFICATION_LABELS: Record<TaxClassification, string> = {
  individual: "Individual/sole proprietor or single-member LLC",
  c_corporation: "C corporation",
  s_corporation: "S corporation",
  partnership: "Partnership",
  trust_estate: "Trust/estate",
  llc_c: "LLC taxed as a C corporation",
  llc_s: "LLC taxed as an S corporation",
  llc_p: "LLC taxed as a partnership",
  other: "Other",
};

export const TIN_TYPE_LABELS: Record<TinType, string> = {
  ssn: "Social Security number (SSN)",
  ein: "Employer identification number (EIN)",
};

/** What the partner certifies by signing (the W-9's Part II, in short). */
export const TAX_CERTIFICATION =
  "Under penalties of perjury, I certify that the number shown is my correct taxpayer identification number, that I am not subject to backup withholding, and that I am a U.S. citizen or other U.S. person.";

const M = TAX_DETAILS_MESSAGES;

const text = (required: string, max: number, tooLong: string) =>
  z
    .string({ error: required })
    .check(z.trim(), z.minLength(1, required), z.maxLength(max, tooLong));

const optionalText = (max: number, tooLong: string) =>
  z.optional(z.nullable(z.string().check(z.trim(), z.maxLength(max, tooLong))));

/**
 * PUT /api/earnings/tax-details: the caller's W-9. `tin` may be left out (or empty) to keep the
 * one given before, of the same type; the database refuses a first save without it (TP821).
 */
export const taxDetailsSchema = z
  .object({
    legalName: text(M.legalName, 200, M.legalNameLength),
    businessName: optionalText(200, M.businessNameLength),
    taxClassification: z.enum(TAX_CLASSIFICATIONS, { error: M.taxClassification }),
    tinType: z.enum(TIN_TYPES, { error: M.tinType }),
    tin: z.optional(z.nullable(z.string().check(z.trim(), z.maxLength(20, TIN_MESSAGES.ssn)))),
    addressLine1: text(M.addressLine1, 200, M.addressLength),
    addressLine2: optionalText(200, M.addressLength),
    city: text(M.city, 100, M.cityLength),
    state: z.enum(US_STATE_CODES, { error: M.state }),
    postalCode: z
      .string({ error: M.postalCode })
      .check(z.trim(), z.regex(/^\d{5}(-\d{4})?$/, M.postalCode)),
    certified: z.boolean({ error: M.certified }).check(z.refine((given) => given, M.certified)),
    signature: text(M.signature, SIGNATURE_MAX_LENGTH, M.signatureLength),
  })
  .check(
    z.refine((value) => !value.tin || tinDigits(value.tinType, value.tin) !== null, {
      // The sentence of the chosen type, as the database's TP821.
      error: (issue) => TIN_MESSAGES[(issue.input as { tinType: TinType }).tinType],
      path: ["tin"],
    }),
  );

export type TaxDetailsInput = z.input<typeof taxDetailsSchema>;
export type TaxDetailsPayload = z.infer<typeof taxDetailsSchema>;

export const TAX_THRESHOLD_MESSAGES = {
  taxYear: "Enter a tax year from 2000 to 2100",
  threshold: "Enter the threshold",
  thresholdInvalid: "The threshold must be a positive amount with at most two decimals",
} as const;

/** POST /api/admin/tax-forms/thresholds: a later year's 1099-NEC threshold (one per year). */
export const taxThresholdSchema = z.object({
  taxYear: z
    .number({ error: TAX_THRESHOLD_MESSAGES.taxYear })
    .check(
      z.int(TAX_THRESHOLD_MESSAGES.taxYear),
      z.gte(2000, TAX_THRESHOLD_MESSAGES.taxYear),
      z.lte(2100, TAX_THRESHOLD_MESSAGES.taxYear),
    ),
  threshold: moneyString(TAX_THRESHOLD_MESSAGES.threshold, TAX_THRESHOLD_MESSAGES.thresholdInvalid),
});

export type TaxThresholdInput = z.input<typeof taxThresholdSchema>;

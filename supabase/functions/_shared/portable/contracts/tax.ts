import type { TaxClassification, TinType } from "./enums.ts";

/** The first tax year with a threshold (tax_form_thresholds' seed). */
export const TAX_FIRST_YEAR = 2024;

/** GET/PUT /api/earnings/tax-details: the caller's W-9, the TIN masked (tin.ts). */
export interface TaxDetails {
  legalName: string;
  businessName: string | null;
  taxClassification: TaxClassification;
  tinType: TinType;
  /** •••-••-1234 or ••-•••1234: the last four digits are all that leaves the database. */
  tinMasked: string;
  addressLine1: string;
  addressLine2: string | null;
  city: string;
  state: string;
  postalCode: string;
  signedAt: string;
}

/** GET /api/earnings/tax-year?year=: the caller's year statement. */
export interface TaxYearStatement {
  year: number;
  /** Payments by cash, check or bank transfer that year, reversals netted; PayPal's are PayPal's to report. */
  total: string;
  /** The year's 1099-NEC threshold, null while no admin set one. */
  threshold: string | null;
  /** Whether the platform reports `total` on a 1099-NEC. */
  reported: boolean;
  taxDetails: TaxDetails | null;
}

/** GET /api/admin/tax-forms?year=: a partner whose year reached the threshold. */
export interface TaxFormRecipient {
  partnerId: string;
  partnerName: string;
  legalName: string | null;
  tinMasked: string | null;
  total: string;
}

export interface TaxFormYear {
  year: number;
  threshold: string | null;
  items: TaxFormRecipient[];
}

/** POST /api/admin/tax-forms/thresholds: the year added. */
export interface TaxThreshold {
  taxYear: number;
  threshold: string;
}

/** The 1099 export's columns, as e-filing services import them (docs/tax.md). */
export const TAX_FORMS_CSV_HEADER = [
  "Payer name",
  "Tax year",
  "Recipient name",
  "Recipient business name",
  "TIN type",
  "Recipient TIN",
  "Address line 1",
  "Address line 2",
  "City",
  "State",
  "ZIP",
  "Box 1 nonemployee compensation",
] as const;

/** Why a partner's payouts wait (pay_payable_lines refuses them, TP809). */
export const AWAITING_TAX_DETAILS = {
  admin: "Payments wait until this partner gives their tax details (W-9) on Earnings.",
  partner: "Payments to you wait until you give your tax details (W-9) below.",
} as const;

import * as z from "zod/mini";
import { isCalendarDate } from "../calendar-date.ts";
import { PAYOUT_METHODS, type PayoutMethod } from "../contracts/enums.ts";
import { moneyString } from "./admin-fields.ts";

export const PAYOUT_MESSAGES = {
  lineIds: "Choose at least one line to pay",
  lineId: "Unknown payable line",
  paidOn: "Enter the payment date",
  paidOnInvalid: "The payment date must be a date (YYYY-MM-DD)",
  paidOnFuture: "The payment date cannot be later than today",
  method: "Choose a payment method",
  reference: "Enter the payment reference",
  referenceLength: "The reference can be at most 100 characters",
  total: "Enter the payment total",
  totalInvalid: "The total must be a positive amount with at most two decimals",
  reason: "Give the reason for the correction",
  reasonLength: "The reason can be at most 1000 characters",
} as const;

/** How a payout was paid, as people read it; the values are the database's enum. */
export const PAYOUT_METHOD_LABELS: Record<PayoutMethod, string> = {
  bank_transfer: "Bank transfer",
  check: "Check",
  paypal: "PayPal",
  cash: "Cash",
};

/** The most lines one payout can pay (one partner's lines over many months). */
export const PAYOUT_MAX_LINES = 500;

const M = PAYOUT_MESSAGES;

/**
 * Today as a payment date: the UTC calendar day, the platform's clock for money (the payable
 * lines' and statements' months are UTC months too). A payment is never dated later; the
 * database refuses it as well (TP807).
 */
export function paymentToday(now = new Date()): string {
  return now.toISOString().slice(0, 10);
}

/**
 * POST /api/admin/payouts: pays a partner's pending lines in one batch. The total is the
 * admin's own sum; the database refuses it when it differs from the lines' (TP802).
 */
export const payoutSchema = z.object({
  lineIds: z
    .array(z.string({ error: M.lineId }).check(z.uuid(M.lineId)), { error: M.lineIds })
    .check(z.minLength(1, M.lineIds), z.maxLength(PAYOUT_MAX_LINES, M.lineIds)),
  paidOn: z.string({ error: M.paidOn }).check(
    z.trim(),
    z.minLength(1, M.paidOn),
    z.refine((text) => text === "" || isCalendarDate(text), M.paidOnInvalid),
    z.refine((text) => !isCalendarDate(text) || text <= paymentToday(), M.paidOnFuture),
  ),
  method: z.enum(PAYOUT_METHODS, { error: M.method }),
  reference: z
    .string({ error: M.reference })
    .check(z.trim(), z.minLength(1, M.reference), z.maxLength(100, M.referenceLength)),
  total: moneyString(M.total, M.totalInvalid),
});

export type PayoutInput = z.input<typeof payoutSchema>;
export type PayoutPayload = z.infer<typeof payoutSchema>;

/** POST /api/admin/payable-lines/{id}/correction: cancels what a pending line owes. */
export const payableLineCorrectionSchema = z.object({
  reason: z
    .string({ error: M.reason })
    .check(z.trim(), z.minLength(1, M.reason), z.maxLength(1000, M.reasonLength)),
});

export type PayableLineCorrectionInput = z.input<typeof payableLineCorrectionSchema>;

const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;

/** A calendar month as `YYYY-MM` (statements, the payouts page's filter). */
export function isMonth(text: string): boolean {
  const match = MONTH.exec(text);
  return match !== null && Number(match[1]) >= 1900;
}

import * as z from "zod/mini";
import { isRoutingNumber } from "../aba-routing.ts";
import { accountDigits } from "../bank-account.ts";
import { INVALID_CONFIRMATION_LINK } from "./email-confirmation.ts";

export const BANK_ACCOUNT_MESSAGES = {
  // The database's TP830 and TP831 say the same.
  routingNumber: "Enter a valid routing number: nine digits, as printed on your checks",
  accountNumber: "Enter a valid account number: 4 to 17 digits",
  accountNumberMatch: "The account numbers do not match",
  holderName: "Enter the name on the account",
  holderNameLength: "The name can be at most 100 characters",
  accountType: "Choose checking or savings",
} as const;

export const BANK_ACCOUNT_TYPE_LABELS = { checking: "Checking", savings: "Savings" } as const;

const M = BANK_ACCOUNT_MESSAGES;

/**
 * PUT /api/earnings/bank-account: a new account for the caller's payouts, pending until the
 * link mailed to them is followed. The number is never sent back.
 */
export const bankAccountSchema = z.object({
  routingNumber: z.string({ error: M.routingNumber }).check(
    z.trim(),
    z.refine((text) => isRoutingNumber(text), M.routingNumber),
  ),
  accountNumber: z
    .string({ error: M.accountNumber })
    .check(z.refine((text) => accountDigits(text) !== null, M.accountNumber)),
  holderName: z
    .string({ error: M.holderName })
    .check(z.trim(), z.minLength(1, M.holderName), z.maxLength(100, M.holderNameLength)),
  accountType: z.enum(["checking", "savings"], { error: M.accountType }),
});
export type BankAccountInput = z.infer<typeof bankAccountSchema>;

/** POST /api/earnings/bank-account/confirm: the mailed link's token (the link tokens' shape). */
export const bankAccountConfirmationSchema = z.object({
  token: z.string().check(z.regex(/^[0-9a-f]{64}$/, INVALID_CONFIRMATION_LINK)),
});

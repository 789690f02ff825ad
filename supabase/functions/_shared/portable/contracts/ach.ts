import type { AchReturnCode } from "../ach-returns.ts";

export type BankAccountType = "checking" | "savings";
export type BankAccountStatus = "pending" | "confirmed";

/** A partner's bank account as every reader sees it: the number masked (bank-account.ts). */
export interface BankAccount {
  id: string;
  routingNumber: string;
  accountType: BankAccountType;
  holderName: string;
  /** ••••6789: the last four digits are all that leaves the database. */
  accountMasked: string;
  status: BankAccountStatus;
  confirmedAt: string | null;
  createdAt: string;
}

/**
 * GET /api/earnings/bank-account: the account payouts go to (confirmed) and a change waiting
 * for the link mailed to the partner (pending); either may be null.
 */
export interface BankAccounts {
  confirmed: BankAccount | null;
  pending: BankAccount | null;
}

/** POST /api/earnings/bank-account/resend: a new link is on its way. */
export interface BankAccountConfirmationSent {
  sent: true;
}

/** The ACH originator: the `ach.*` admin settings the NACHA file names (docs/tax.md). */
export interface AchSettings {
  companyName: string;
  companyId: string;
  odfiRouting: string;
  destinationRouting: string;
  destinationName: string;
  originName: string;
  secCode: "CCD" | "PPD";
}

/** GET /api/admin/ach/settings: the saved originator, null until an admin saved it whole. */
export interface AchSettingsState {
  settings: AchSettings | null;
}

/** An ACH entry: one partner's credit in a batch, its payout and its return, if any. */
export interface AchEntry {
  id: string;
  partnerId: string;
  partnerName: string;
  traceNumber: string;
  amount: string;
  accountMasked: string;
  payoutId: string;
  returnCode: AchReturnCode | null;
  returnedAt: string | null;
}

/** POST /api/admin/ach/batches and GET /api/admin/ach/batches: a batch with its entries. */
export interface AchBatch {
  id: string;
  effectiveDate: string;
  secCode: "CCD" | "PPD";
  entryCount: number;
  total: string;
  createdAt: string;
  entries: AchEntry[];
}

/** Why a partner cannot be paid by ACH yet (create_ach_batch refuses them, TP837). */
export const AWAITING_BANK_ACCOUNT = {
  admin: "This partner cannot be paid by ACH: they have no confirmed bank account.",
  partner:
    "Payments by direct deposit wait until you give a bank account below and confirm it from the e-mail we send you.",
} as const;

/** A payout whose ACH entry was returned, as both sides read it. */
export const ACH_RETURNED_NOTE = "Returned by the bank:";

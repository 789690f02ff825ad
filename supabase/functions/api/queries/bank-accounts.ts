import { maskedAccount } from "../../_shared/portable/bank-account.ts";
import type { BankAccount, BankAccounts } from "../../_shared/portable/contracts/ach.ts";
import type { BankAccountInput } from "../../_shared/portable/schemas/bank-account.ts";
import type { Tx } from "../../_shared/server/transaction.ts";

/**
 * A partner's bank accounts as the caller may read them (RLS: their own; admins everyone's).
 * No query here names the account number: the row holds its last four digits, which leave
 * masked.
 */

type BankAccountRow = Omit<BankAccount, "accountMasked"> & { last4: string };

export async function readBankAccounts(tx: Tx, partnerId: string): Promise<BankAccounts> {
  const rows = await tx<BankAccountRow[]>`
    select a.id, a.routing_number as "routingNumber", a.account_type as "accountType",
      a.holder_name as "holderName", a.account_last4 as last4, a.status,
      a.confirmed_at as "confirmedAt", a.created_at as "createdAt"
    from public.bank_accounts a
    where a.partner_id = ${partnerId} and a.status in ('pending', 'confirmed')
  `;
  const shown = rows.map(({ last4, ...row }) => ({ ...row, accountMasked: maskedAccount(last4) }));
  return {
    confirmed: shown.find((a) => a.status === "confirmed") ?? null,
    pending: shown.find((a) => a.status === "pending") ?? null,
  };
}

/** Gives the caller's new account (public.save_bank_account: the number goes into Vault). */
export async function saveBankAccount(tx: Tx, input: BankAccountInput) {
  await tx`
    select public.save_bank_account(
      ${input.routingNumber}, ${input.accountNumber}, ${input.holderName},
      ${input.accountType}::public.bank_account_type
    )
  `;
}

/** Confirms the caller's pending account with a mailed link's token. */
export async function confirmBankAccount(tx: Tx, token: string) {
  await tx`select public.confirm_bank_account(${token})`;
}

/** Mails the caller a new link for their pending account, rate limited. */
export async function resendBankAccountConfirmation(tx: Tx) {
  await tx`select public.resend_bank_account_confirmation()`;
}

import type { Tx } from "../../_shared/server/transaction.ts";

/** Confirms the caller's address with a mailed link's token (public.confirm_email). */
export async function confirmEmail(tx: Tx, token: string) {
  await tx`select public.confirm_email(${token})`;
}

/** Mails the caller a new confirmation link, rate limited (public.resend_email_confirmation). */
export async function resendEmailConfirmation(tx: Tx) {
  await tx`select public.resend_email_confirmation()`;
}

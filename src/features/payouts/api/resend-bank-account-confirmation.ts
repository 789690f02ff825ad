import type { BankAccountConfirmationSent } from "@shared/contracts/ach";
import { useMutation } from "@tanstack/react-query";
import { api } from "@/lib/api-client";

/** POST /api/earnings/bank-account/resend: mails a new confirmation link (3 an hour). */
export function resendBankAccountConfirmation() {
  return api.post<BankAccountConfirmationSent>("/api/earnings/bank-account/resend", {});
}

export function useResendBankAccountConfirmation() {
  return useMutation({ mutationFn: resendBankAccountConfirmation });
}

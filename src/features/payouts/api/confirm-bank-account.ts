import type { BankAccounts } from "@shared/contracts/ach";
import { useMutation } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { useRefreshAfter } from "@/lib/refresh";

/** POST /api/earnings/bank-account/confirm: the mailed link's token confirms the account. */
export function confirmBankAccount({ token }: { token: string }) {
  return api.post<BankAccounts>("/api/earnings/bank-account/confirm", { token });
}

export function useConfirmBankAccount() {
  const refreshAfter = useRefreshAfter();
  return useMutation({
    mutationFn: confirmBankAccount,
    onSuccess: () => refreshAfter("bank-account-changed"),
  });
}

import type { BankAccounts } from "@shared/contracts/ach";
import type { BankAccountInput } from "@shared/schemas/bank-account";
import { useMutation } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { useRefreshAfter } from "@/lib/refresh";

/** PUT /api/earnings/bank-account: a new account, pending until the mailed link is followed. */
export function saveBankAccount(account: BankAccountInput) {
  return api.put<BankAccounts>("/api/earnings/bank-account", account);
}

export function useSaveBankAccount() {
  const refreshAfter = useRefreshAfter();
  return useMutation({
    mutationFn: saveBankAccount,
    onSuccess: () => refreshAfter("bank-account-changed"),
  });
}

import type { BankAccounts } from "@shared/contracts/ach";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";

/** GET /api/earnings/bank-account: the confirmed account and a change waiting, numbers masked. */
export function getBankAccount() {
  return api.get<BankAccounts>("/api/earnings/bank-account");
}

export function getBankAccountQueryOptions() {
  return queryOptions({ queryKey: ["earnings", "bank-account"], queryFn: getBankAccount });
}

export function useBankAccount() {
  return useQuery(getBankAccountQueryOptions());
}

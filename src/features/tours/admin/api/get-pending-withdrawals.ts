import type { WithdrawalRequest } from "@shared/contracts/withdrawals";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";

export const pendingWithdrawalsQueryKey = ["admin", "tours", "withdrawals"] as const;

/** GET /api/admin/tours/withdrawals: the late withdrawals waiting for a decision. */
export function getPendingWithdrawals() {
  return api.get<WithdrawalRequest[]>("/api/admin/tours/withdrawals");
}

export function getPendingWithdrawalsQueryOptions() {
  return queryOptions({ queryKey: pendingWithdrawalsQueryKey, queryFn: getPendingWithdrawals });
}

export function usePendingWithdrawals() {
  return useQuery(getPendingWithdrawalsQueryOptions());
}

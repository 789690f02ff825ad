import type { WithdrawalTerms } from "@shared/contracts/withdrawals";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";

export const withdrawalTermsQueryKey = ["tours", "withdrawal-terms"] as const;

/** GET /api/tours/{id}/withdrawal: what withdrawing now means; 404 for a tour not the caller's. */
export function getWithdrawalTerms(tourId: string) {
  return api.get<WithdrawalTerms>(`/api/tours/${encodeURIComponent(tourId)}/withdrawal`);
}

export function getWithdrawalTermsQueryOptions(tourId: string) {
  return queryOptions({
    queryKey: [...withdrawalTermsQueryKey, tourId],
    queryFn: () => getWithdrawalTerms(tourId),
    retry: false,
  });
}

export function useWithdrawalTerms(tourId: string) {
  return useQuery(getWithdrawalTermsQueryOptions(tourId));
}

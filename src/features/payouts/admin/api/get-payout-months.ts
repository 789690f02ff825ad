import type { PayoutMonth } from "@shared/contracts/api";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";

/** Every filtered page of the payouts list starts with this key. */
export const payoutMonthsQueryKey = ["admin", "payouts"] as const;

/** GET /api/admin/payouts?month=: per partner and month, owed, paid and outstanding. */
export function getPayoutMonths(month: string) {
  return api.get<PayoutMonth[]>(`/api/admin/payouts${month ? `?month=${month}` : ""}`);
}

export function getPayoutMonthsQueryOptions(month: string) {
  return queryOptions({
    queryKey: [...payoutMonthsQueryKey, month],
    queryFn: () => getPayoutMonths(month),
  });
}

export function usePayoutMonths(month: string) {
  return useQuery(getPayoutMonthsQueryOptions(month));
}

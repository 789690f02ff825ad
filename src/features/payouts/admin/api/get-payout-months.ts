import type { PayoutMonthPage } from "@shared/contracts/api";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";

/** Every filtered page of the payouts list starts with this key. */
export const payoutMonthsQueryKey = ["admin", "payouts"] as const;

/** GET /api/admin/payouts?month=&page=: a page of the month's partners, owed, paid, outstanding. */
export function getPayoutMonths(month: string, page: number) {
  return api.get<PayoutMonthPage>(`/api/admin/payouts?month=${month}&page=${page}`);
}

export function getPayoutMonthsQueryOptions(month: string, page: number) {
  return queryOptions({
    queryKey: [...payoutMonthsQueryKey, month, page],
    queryFn: () => getPayoutMonths(month, page),
    placeholderData: keepPreviousData,
  });
}

export function usePayoutMonths(month: string, page: number) {
  return useQuery(getPayoutMonthsQueryOptions(month, page));
}

import type { TaxYearStatement } from "@shared/contracts/tax";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";

/** Every year's statement starts with this key. */
export const taxYearQueryKey = ["earnings", "tax-year"] as const;

/** GET /api/earnings/tax-year?year=: what the platform reports for the partner that year. */
export function getTaxYear(year: number) {
  return api.get<TaxYearStatement>(`/api/earnings/tax-year?year=${year}`);
}

export function getTaxYearQueryOptions(year: number) {
  return queryOptions({ queryKey: [...taxYearQueryKey, year], queryFn: () => getTaxYear(year) });
}

export function useTaxYear(year: number) {
  return useQuery(getTaxYearQueryOptions(year));
}

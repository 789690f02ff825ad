import type { TaxFormYear } from "@shared/contracts/tax";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";

/** Every year of the admins' 1099 list starts with this key. */
export const taxFormsQueryKey = ["admin", "tax-forms"] as const;

/** GET /api/admin/tax-forms?year=: the partners the platform reports that year, TINs masked. */
export function getTaxForms(year: number) {
  return api.get<TaxFormYear>(`/api/admin/tax-forms?year=${year}`);
}

export function getTaxFormsQueryOptions(year: number) {
  return queryOptions({ queryKey: [...taxFormsQueryKey, year], queryFn: () => getTaxForms(year) });
}

export function useTaxForms(year: number) {
  return useQuery(getTaxFormsQueryOptions(year));
}

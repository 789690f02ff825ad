import type { TaxDetails } from "@shared/contracts/tax";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";

/** GET /api/earnings/tax-details: the partner's W-9, the TIN masked; null while none was given. */
export function getTaxDetails() {
  return api.get<TaxDetails | null>("/api/earnings/tax-details");
}

export function getTaxDetailsQueryOptions() {
  return queryOptions({ queryKey: ["earnings", "tax-details"], queryFn: getTaxDetails });
}

export function useTaxDetails() {
  return useQuery(getTaxDetailsQueryOptions());
}

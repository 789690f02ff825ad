import type { TaxDetails } from "@shared/contracts/tax";
import type { TaxDetailsInput } from "@shared/schemas/tax-details";
import { useMutation } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { useRefreshAfter } from "@/lib/refresh";

/** PUT /api/earnings/tax-details: gives or changes the W-9; an empty TIN keeps the one given. */
export function saveTaxDetails(details: TaxDetailsInput) {
  return api.put<TaxDetails>("/api/earnings/tax-details", details);
}

export function useSaveTaxDetails() {
  const refreshAfter = useRefreshAfter();
  return useMutation({
    mutationFn: saveTaxDetails,
    onSuccess: () => refreshAfter("tax-details-saved"),
  });
}

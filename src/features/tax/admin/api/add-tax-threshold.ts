import type { TaxThreshold } from "@shared/contracts/tax";
import type { TaxThresholdInput } from "@shared/schemas/tax-details";
import { useMutation } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { useRefreshAfter } from "@/lib/refresh";

/** POST /api/admin/tax-forms/thresholds: a later year's 1099-NEC threshold. */
export function addTaxThreshold(input: TaxThresholdInput) {
  return api.post<TaxThreshold>("/api/admin/tax-forms/thresholds", input);
}

export function useAddTaxThreshold() {
  const refreshAfter = useRefreshAfter();
  return useMutation({
    mutationFn: addTaxThreshold,
    onSuccess: () => refreshAfter("tax-threshold-added"),
  });
}

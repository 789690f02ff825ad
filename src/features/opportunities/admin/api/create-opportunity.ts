import type { OpportunityPayload } from "@shared/schemas/opportunity";
import { useMutation } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { useRefreshAfter } from "@/lib/refresh";
import type { AdminOpportunity } from "../types";

/** POST /api/admin/opportunities. */
export function createOpportunity(payload: OpportunityPayload) {
  return api.post<AdminOpportunity>("/api/admin/opportunities", payload);
}

export function useCreateOpportunity() {
  const refreshAfter = useRefreshAfter();
  return useMutation({
    mutationFn: createOpportunity,
    onSuccess: () => refreshAfter("opportunity-changed"),
  });
}

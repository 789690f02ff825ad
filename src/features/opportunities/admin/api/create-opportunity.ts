import type { OpportunityPayload } from "@shared/schemas/opportunity";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import type { AdminOpportunity } from "../types";
import { adminOpportunitiesQueryKey } from "./get-admin-opportunities";

/** POST /api/admin/opportunities. */
export function createOpportunity(payload: OpportunityPayload) {
  return api.post<AdminOpportunity>("/api/admin/opportunities", payload);
}

export function useCreateOpportunity() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createOpportunity,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminOpportunitiesQueryKey }),
  });
}

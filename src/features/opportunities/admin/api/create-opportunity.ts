import type { OpportunityPayload } from "@shared/schemas/opportunity";
import { api } from "@/lib/api-client";
import { useRefreshAfter } from "@/lib/refresh";
import { useIdempotentMutation } from "@/lib/submission";
import type { AdminOpportunity } from "../types";

/** POST /api/admin/opportunities. */
export function createOpportunity(payload: OpportunityPayload, idempotencyKey?: string) {
  return api.post<AdminOpportunity>("/api/admin/opportunities", payload, { idempotencyKey });
}

export function useCreateOpportunity() {
  const refreshAfter = useRefreshAfter();
  return useIdempotentMutation({
    mutationFn: createOpportunity,
    onSuccess: () => refreshAfter("opportunity-changed"),
  });
}

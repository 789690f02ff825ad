import { api } from "@/lib/api-client";
import { useRefreshAfter } from "@/lib/refresh";
import { useIdempotentMutation } from "@/lib/submission";
import type { OpportunityTemplate } from "../types";

/** POST /api/admin/opportunities/{id}/template: a new template holding the opportunity's fields. */
export function saveOpportunityTemplate(
  { id, templateName }: { id: string; templateName: string },
  idempotencyKey?: string,
) {
  return api.post<OpportunityTemplate>(
    `/api/admin/opportunities/${id}/template`,
    { templateName },
    { idempotencyKey },
  );
}

export function useSaveOpportunityTemplate() {
  const refreshAfter = useRefreshAfter();
  return useIdempotentMutation({
    mutationFn: saveOpportunityTemplate,
    onSuccess: () => refreshAfter("opportunity-changed"),
  });
}

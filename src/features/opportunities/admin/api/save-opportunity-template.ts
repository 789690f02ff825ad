import { useMutation } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { useRefreshAfter } from "@/lib/refresh";
import type { OpportunityTemplate } from "../types";

/** POST /api/admin/opportunities/{id}/template: a new template holding the opportunity's fields. */
export function saveOpportunityTemplate({
  id,
  templateName,
}: {
  id: string;
  templateName: string;
}) {
  return api.post<OpportunityTemplate>(`/api/admin/opportunities/${id}/template`, { templateName });
}

export function useSaveOpportunityTemplate() {
  const refreshAfter = useRefreshAfter();
  return useMutation({
    mutationFn: saveOpportunityTemplate,
    onSuccess: () => refreshAfter("opportunity-changed"),
  });
}

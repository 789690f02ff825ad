import type { Deleted } from "@shared/contracts/api";
import { useMutation } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { useRefreshAfter } from "@/lib/refresh";

/** DELETE /api/admin/opportunities/templates/{id}: the template goes; no opportunity changes. */
export function deleteOpportunityTemplate(id: string) {
  return api.delete<Deleted>(`/api/admin/opportunities/templates/${id}`);
}

export function useDeleteOpportunityTemplate() {
  const refreshAfter = useRefreshAfter();
  return useMutation({
    mutationFn: deleteOpportunityTemplate,
    onSuccess: () => refreshAfter("opportunity-changed"),
  });
}

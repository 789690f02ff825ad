import type { OpportunityPayload } from "@shared/schemas/opportunity";
import { useMutation } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { useRefreshAfter } from "@/lib/refresh";
import type { AdminOpportunity } from "../types";

/**
 * PUT /api/admin/opportunities/{id}: every field of the form; the assignments and the calendar
 * event id stay as they are, since the form does not send them.
 */
export function updateOpportunity({ id, payload }: { id: string; payload: OpportunityPayload }) {
  const { assignedPartners: _kept, calendarEventId: _event, ...fields } = payload;
  return api.put<AdminOpportunity>(`/api/admin/opportunities/${id}`, fields);
}

export function useUpdateOpportunity() {
  const refreshAfter = useRefreshAfter();
  return useMutation({
    mutationFn: updateOpportunity,
    onSuccess: () => refreshAfter("opportunity-edited"),
  });
}

import { useMutation } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { useRefreshAfter } from "@/lib/refresh";
import type { AdminOpportunity } from "../types";

/**
 * POST /api/admin/opportunities/{id}/cancel: open bids are declined and scheduled tours
 * cancelled with the reason, and the partners involved are told.
 */
export function cancelOpportunity({ id, reason }: { id: string; reason: string }) {
  return api.post<AdminOpportunity>(`/api/admin/opportunities/${id}/cancel`, { reason });
}

export function useCancelOpportunity() {
  const refreshAfter = useRefreshAfter();
  return useMutation({
    mutationFn: cancelOpportunity,
    onSuccess: () => refreshAfter("opportunity-cancelled"),
  });
}

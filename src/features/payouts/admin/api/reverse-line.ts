import type { PayableLine } from "@shared/contracts/api";
import { useMutation } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { useRefreshAfter } from "@/lib/refresh";

/**
 * POST /api/admin/payouts/lines/{id}/reversal: a paid line reversed; the negative line it makes
 * enters the partner's next batch.
 */
export function reverseLine({ lineId, reason }: { lineId: string; reason: string }) {
  return api.post<PayableLine>(`/api/admin/payouts/lines/${lineId}/reversal`, { reason });
}

export function useReverseLine() {
  const refreshAfter = useRefreshAfter();
  return useMutation({ mutationFn: reverseLine, onSuccess: () => refreshAfter("payout-recorded") });
}

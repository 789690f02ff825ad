import type { PayableLine } from "@shared/contracts/api";
import { useMutation } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { useRefreshAfter } from "@/lib/refresh";

/** POST /api/admin/payouts/lines/{id}/correction: cancels what a pending line owes. */
export function correctLine({ lineId, reason }: { lineId: string; reason: string }) {
  return api.post<PayableLine>(`/api/admin/payouts/lines/${lineId}/correction`, { reason });
}

export function useCorrectLine() {
  const refreshAfter = useRefreshAfter();
  return useMutation({ mutationFn: correctLine, onSuccess: () => refreshAfter("payout-recorded") });
}

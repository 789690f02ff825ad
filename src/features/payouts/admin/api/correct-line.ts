import type { PayableLine } from "@shared/contracts/api";
import { api } from "@/lib/api-client";
import { useRefreshAfter } from "@/lib/refresh";
import { useIdempotentMutation } from "@/lib/submission";

/** POST /api/admin/payouts/lines/{id}/correction: cancels what a pending line owes. */
export function correctLine(
  { lineId, reason }: { lineId: string; reason: string },
  idempotencyKey?: string,
) {
  return api.post<PayableLine>(
    `/api/admin/payouts/lines/${lineId}/correction`,
    { reason },
    { idempotencyKey },
  );
}

export function useCorrectLine() {
  const refreshAfter = useRefreshAfter();
  return useIdempotentMutation({
    mutationFn: correctLine,
    onSuccess: () => refreshAfter("payout-recorded"),
  });
}

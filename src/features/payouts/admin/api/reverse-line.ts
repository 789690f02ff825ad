import type { PayableLine } from "@shared/contracts/api";
import { api } from "@/lib/api-client";
import { useRefreshAfter } from "@/lib/refresh";
import { useIdempotentMutation } from "@/lib/submission";

/**
 * POST /api/admin/payouts/lines/{id}/reversal: a paid line reversed; the negative line it makes
 * enters the partner's next batch.
 */
export function reverseLine(
  { lineId, reason }: { lineId: string; reason: string },
  idempotencyKey?: string,
) {
  return api.post<PayableLine>(
    `/api/admin/payouts/lines/${lineId}/reversal`,
    { reason },
    { idempotencyKey },
  );
}

export function useReverseLine() {
  const refreshAfter = useRefreshAfter();
  return useIdempotentMutation({
    mutationFn: reverseLine,
    onSuccess: () => refreshAfter("payout-recorded"),
  });
}

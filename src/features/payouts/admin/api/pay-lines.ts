import type { Payout } from "@shared/contracts/api";
import type { PayoutInput } from "@shared/schemas/payout";
import { api } from "@/lib/api-client";
import { useRefreshAfter } from "@/lib/refresh";
import { useIdempotentMutation } from "@/lib/submission";

/** POST /api/admin/payouts: pays the chosen lines of one partner in one batch. */
export function payLines(payment: PayoutInput, idempotencyKey?: string) {
  return api.post<Payout>("/api/admin/payouts", payment, { idempotencyKey });
}

export function usePayLines() {
  const refreshAfter = useRefreshAfter();
  return useIdempotentMutation({
    mutationFn: payLines,
    onSuccess: () => refreshAfter("payout-recorded"),
  });
}

import type { Payout } from "@shared/contracts/api";
import type { PayoutInput } from "@shared/schemas/payout";
import { useMutation } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { useRefreshAfter } from "@/lib/refresh";

/** POST /api/admin/payouts: pays the chosen lines of one partner in one batch. */
export function payLines(payment: PayoutInput) {
  return api.post<Payout>("/api/admin/payouts", payment);
}

export function usePayLines() {
  const refreshAfter = useRefreshAfter();
  return useMutation({ mutationFn: payLines, onSuccess: () => refreshAfter("payout-recorded") });
}

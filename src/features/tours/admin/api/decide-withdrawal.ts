import type { TourWithdrawal } from "@shared/contracts/withdrawals";
import type { WithdrawalDecision } from "@shared/schemas/withdrawal";
import { useMutation } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { useRefreshAfter } from "@/lib/refresh";

/** POST /api/admin/tours/withdrawals/{id}/decision: approve (the tour released) or refuse. */
export function decideWithdrawal(id: string, decision: WithdrawalDecision) {
  return api.post<TourWithdrawal>(
    `/api/admin/tours/withdrawals/${encodeURIComponent(id)}/decision`,
    decision,
  );
}

export function useDecideWithdrawal() {
  const refreshAfter = useRefreshAfter();
  return useMutation({
    mutationFn: ({ id, ...decision }: WithdrawalDecision & { id: string }) =>
      decideWithdrawal(id, decision),
    onSuccess: () => refreshAfter("withdrawal-decided"),
  });
}

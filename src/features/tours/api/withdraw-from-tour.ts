import type { TourWithdrawal } from "@shared/contracts/withdrawals";
import type { WithdrawalPayload } from "@shared/schemas/withdrawal";
import { useMutation } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { useRefreshAfter } from "@/lib/refresh";

/** POST /api/tours/{id}/withdraw: released at once far enough ahead, else a request. */
export function withdrawFromTour(tourId: string, payload: WithdrawalPayload) {
  return api.post<TourWithdrawal>(`/api/tours/${encodeURIComponent(tourId)}/withdraw`, payload);
}

export function useWithdrawFromTour(tourId: string) {
  const refreshAfter = useRefreshAfter();
  return useMutation({
    mutationFn: (payload: WithdrawalPayload) => withdrawFromTour(tourId, payload),
    onSuccess: () => refreshAfter("tour-withdrawn"),
  });
}

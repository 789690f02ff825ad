import type { Bid } from "@shared/contracts/api";
import { useMutation } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { ApiError } from "@/lib/api-error";
import { useRefreshAfter } from "@/lib/refresh";

/** POST /api/bids/{id}/withdraw: the caller's pending or shortlisted bid becomes withdrawn. */
export function withdrawBid(bidId: string) {
  return api.post<Bid>(`/api/bids/${bidId}/withdraw`);
}

/**
 * A refusal that says the bid is no longer what this screen shows (another tab or an admin
 * changed it, 409, or it is gone, 404): the reads are stale.
 */
export function isStaleBidError(error: unknown) {
  return error instanceof ApiError && (error.status === 409 || error.status === 404);
}

export function useWithdrawBid() {
  const refreshAfter = useRefreshAfter();
  return useMutation({
    mutationFn: withdrawBid,
    onSuccess: () => refreshAfter("bid-withdrawn"),
    onError: (error) => {
      if (isStaleBidError(error)) refreshAfter("bid-withdrawn");
    },
  });
}

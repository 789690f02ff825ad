import type { Bid } from "@shared/contracts/api";
import { useMutation } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { useRefreshAfter } from "@/lib/refresh";

/** POST /api/bids/{id}/withdraw: the caller's pending or shortlisted bid becomes withdrawn. */
export function withdrawBid(bidId: string) {
  return api.post<Bid>(`/api/bids/${bidId}/withdraw`);
}

export function useWithdrawBid() {
  const refreshAfter = useRefreshAfter();
  return useMutation({
    mutationFn: withdrawBid,
    onSuccess: () => refreshAfter("bid-withdrawn"),
  });
}

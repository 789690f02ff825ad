import { type QueryKey, useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import type { Bid } from "@/types/api";
import { myBidsQueryKey } from "./get-my-bids";

/** POST /api/bids/{id}/withdraw: the caller's pending or shortlisted bid becomes withdrawn. */
export function withdrawBid(bidId: string) {
  return api.post<Bid>(`/api/bids/${bidId}/withdraw`);
}

export interface UseWithdrawBidOptions {
  /**
   * Other reads a withdrawal changes (the statistics, the matches), handed in by the page that
   * composes them: features do not reach into each other.
   */
  alsoRefresh?: readonly QueryKey[];
}

export function useWithdrawBid({ alsoRefresh = [] }: UseWithdrawBidOptions = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: withdrawBid,
    onSuccess: () =>
      Promise.all(
        [myBidsQueryKey, ...alsoRefresh].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      ),
  });
}

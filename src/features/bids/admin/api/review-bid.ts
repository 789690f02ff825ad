import type { BidReviewInput } from "@shared/schemas/bid-review";
import { useMutation } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { useRefreshAfter } from "@/lib/refresh";
import type { AdminBid } from "../types";

/** PUT /api/admin/bids/{id}: shortlist, accept (schedules the tour) or decline with a reason. */
export function reviewBid({ bidId, review }: { bidId: string; review: BidReviewInput }) {
  return api.put<AdminBid>(`/api/admin/bids/${bidId}`, review);
}

export function useReviewBid() {
  const refreshAfter = useRefreshAfter();
  return useMutation({
    mutationFn: reviewBid,
    // Accepting may decline the other bids, schedule a tour and award the opportunity.
    onSuccess: () => refreshAfter("bid-reviewed"),
  });
}

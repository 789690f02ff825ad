import type { BidReviewInput } from "@shared/schemas/bid-review";
import { api } from "@/lib/api-client";
import { useRefreshAfter } from "@/lib/refresh";
import { useIdempotentMutation } from "@/lib/submission";
import type { AdminBid } from "../types";

/** PUT /api/admin/bids/{id}: shortlist, accept (schedules the tour) or decline with a reason. */
export function reviewBid(
  { bidId, review }: { bidId: string; review: BidReviewInput },
  idempotencyKey?: string,
) {
  return api.put<AdminBid>(`/api/admin/bids/${bidId}`, review, { idempotencyKey });
}

export function useReviewBid() {
  const refreshAfter = useRefreshAfter();
  return useIdempotentMutation({
    mutationFn: reviewBid,
    // Accepting may decline the other bids, schedule a tour and award the opportunity.
    onSuccess: () => refreshAfter("bid-reviewed"),
  });
}

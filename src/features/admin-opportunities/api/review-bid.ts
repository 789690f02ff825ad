import type { BidReviewInput } from "@shared/schemas/bid-review";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import type { AdminBid } from "../types";
import { adminOpportunitiesQueryKey } from "./get-admin-opportunities";

/** PUT /api/admin/bids/{id}: shortlist, accept (schedules the tour) or decline with a reason. */
export function reviewBid({ bidId, review }: { bidId: string; review: BidReviewInput }) {
  return api.put<AdminBid>(`/api/admin/bids/${bidId}`, review);
}

export function useReviewBid() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reviewBid,
    // Accepting may decline the other bids, schedule a tour and award the opportunity.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminOpportunitiesQueryKey }),
  });
}

import type { BidReviewInput } from "@shared/schemas/bid-review";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { adminOpportunitiesQueryKey } from "@/features/opportunities/admin/api/get-admin-opportunities";
import type { AdminBid } from "@/features/opportunities/admin/types";
import { api } from "@/lib/api-client";

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

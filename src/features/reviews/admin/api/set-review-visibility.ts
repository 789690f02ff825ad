import type { AdminReview } from "@shared/contracts/reviews";
import type { ReviewVisibilityInput } from "@shared/schemas/review";
import { api } from "@/lib/api-client";
import { useRefreshAfter } from "@/lib/refresh";
import { useIdempotentMutation } from "@/lib/submission";

/** PUT /api/admin/reviews/{id}/visibility: hidden with a reason, or shown again with null. */
export function setReviewVisibility(
  { reviewId, visibility }: { reviewId: string; visibility: ReviewVisibilityInput },
  idempotencyKey?: string,
) {
  return api.put<AdminReview>(`/api/admin/reviews/${reviewId}/visibility`, visibility, {
    idempotencyKey,
  });
}

export function useSetReviewVisibility() {
  const refreshAfter = useRefreshAfter();
  return useIdempotentMutation({
    mutationFn: setReviewVisibility,
    // The partner's rating moves with it: bid cards, matches, the partner's own pages.
    onSuccess: () => refreshAfter("review-visibility-changed"),
  });
}

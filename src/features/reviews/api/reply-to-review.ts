import type { ReceivedReview } from "@shared/contracts/reviews";
import type { ReviewReplyInput } from "@shared/schemas/review";
import { api } from "@/lib/api-client";
import { useRefreshAfter } from "@/lib/refresh";
import { useIdempotentMutation } from "@/lib/submission";

/** PUT /api/received-reviews/{id}/reply {reply}: the partner's one public answer. */
export function replyToReview(
  { reviewId, reply }: { reviewId: string; reply: ReviewReplyInput },
  idempotencyKey?: string,
) {
  return api.put<ReceivedReview>(`/api/received-reviews/${reviewId}/reply`, reply, {
    idempotencyKey,
  });
}

export function useReplyToReview() {
  const refreshAfter = useRefreshAfter();
  return useIdempotentMutation({
    mutationFn: replyToReview,
    onSuccess: () => refreshAfter("review-replied"),
  });
}

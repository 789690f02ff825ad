import type { ReviewCreated } from "@shared/contracts/reviews";
import type { ReviewInput } from "@shared/schemas/review";
import { useMutation } from "@tanstack/react-query";
import { api } from "@/lib/api-client";

/**
 * POST /api/reviews/{token} {rating, text?}: the link's one review. No idempotency key: the
 * link itself takes one review, and a second send is answered that it was used.
 */
export function submitReview({ token, review }: { token: string; review: ReviewInput }) {
  return api.post<ReviewCreated>(`/api/reviews/${encodeURIComponent(token)}`, review);
}

export function useSubmitReview() {
  return useMutation({ mutationFn: submitReview });
}

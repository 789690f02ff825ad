import type { ReviewRequestDetails } from "@shared/contracts/reviews";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";

/** GET /api/reviews/{token}: the tour a review link is for; no account needed. */
export function getReviewRequest(token: string) {
  return api.get<ReviewRequestDetails>(`/api/reviews/${encodeURIComponent(token)}`);
}

export function getReviewRequestQueryOptions(token: string) {
  return queryOptions({
    queryKey: ["review-request", token],
    queryFn: () => getReviewRequest(token),
    // A used, unknown or expired link stays so: its sentence is the answer, not worth a retry.
    retry: false,
  });
}

export function useReviewRequest(token: string) {
  return useQuery(getReviewRequestQueryOptions(token));
}

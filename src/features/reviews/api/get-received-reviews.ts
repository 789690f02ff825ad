import type { ReceivedReviews } from "@shared/contracts/reviews";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";

/** GET /api/received-reviews: the partner's visible reviews, newest first, and their rating. */
export function getReceivedReviews() {
  return api.get<ReceivedReviews>("/api/received-reviews");
}

export function getReceivedReviewsQueryOptions() {
  return queryOptions({ queryKey: ["received-reviews"], queryFn: getReceivedReviews });
}

export function useReceivedReviews() {
  return useQuery(getReceivedReviewsQueryOptions());
}

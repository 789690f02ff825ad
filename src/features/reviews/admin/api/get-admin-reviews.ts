import type { AdminReview } from "@shared/contracts/reviews";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";

/** GET /api/admin/reviews: every review, hidden ones too, newest first. */
export function getAdminReviews() {
  return api.get<AdminReview[]>("/api/admin/reviews");
}

export function getAdminReviewsQueryOptions() {
  return queryOptions({ queryKey: ["admin-reviews"], queryFn: getAdminReviews });
}

export function useAdminReviews() {
  return useQuery(getAdminReviewsQueryOptions());
}

import { AdminReviews } from "@/features/reviews/admin/components/admin-reviews";

/** The admin's Reviews page (/admin/reviews): hide a review with a reason, or show it again. */
export function AdminReviewsRoute() {
  return (
    <>
      <title>Reviews · Tour Partner Portal</title>
      <div className="mb-6">
        <h1 className="text-3xl font-bold">Reviews</h1>
        <p className="mt-1 text-base-content/70">
          What organisers and guests said after their tours; a hidden review leaves the partner's
          rating.
        </p>
      </div>
      <AdminReviews />
    </>
  );
}

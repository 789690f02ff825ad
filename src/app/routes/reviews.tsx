import { ReceivedReviews } from "@/features/reviews/components/received-reviews";

/** Reviews (/reviews): what the partner's organisers and guests said, with one reply each. */
export function ReviewsRoute() {
  return (
    <>
      <title>Reviews · Tour Partner Portal</title>
      <h1 className="mb-6 text-3xl font-bold">Reviews</h1>
      <ReceivedReviews />
    </>
  );
}

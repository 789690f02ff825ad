import { REVIEWER_KIND_LABELS, type ReceivedReview } from "@shared/contracts/reviews";
import { ratingSummary } from "@shared/messages/review-messages";
import { formatTourDate } from "@shared/tour-time";
import { QueryState } from "@/components/ui/query-state";
import { useReceivedReviews } from "../api/get-received-reviews";
import { ReplyForm } from "./reply-form";
import { ReviewStars } from "./review-stars";

function ReviewCard({ review }: { review: ReceivedReview }) {
  return (
    <li className="card bg-base-100 shadow-sm">
      <article className="card-body gap-2 p-5" aria-label={`Review of ${review.tourTitle}`}>
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h2 className="card-title text-base">{review.tourTitle}</h2>
          <ReviewStars rating={review.rating} />
        </div>
        <p className="text-sm text-base-content/75">
          {REVIEWER_KIND_LABELS[review.reviewerKind]} ·{" "}
          {formatTourDate(review.startsAt, review.timeZone)}
        </p>
        {review.text ? (
          <p className="whitespace-pre-line break-words">{review.text}</p>
        ) : (
          <p className="text-base-content/75">No words, only stars.</p>
        )}
        {review.reply ? (
          <div className="rounded-box border-l-4 border-primary bg-base-200 p-3">
            <p className="text-sm font-semibold">Your reply</p>
            <p className="whitespace-pre-line break-words">{review.reply}</p>
          </div>
        ) : (
          <ReplyForm reviewId={review.id} />
        )}
      </article>
    </li>
  );
}

/** /reviews: what the partner's organisers and guests said, and their rating from it. */
export function ReceivedReviews() {
  const reviews = useReceivedReviews();
  const data = reviews.data;
  return (
    <QueryState
      isPending={reviews.isPending}
      error={reviews.error}
      onRetry={() => void reviews.refetch()}
      label="Loading your reviews..."
    >
      {data ? (
        <div className="flex flex-col gap-4">
          <p className="text-lg font-semibold">{ratingSummary(data.rating, data.reviewCount)}</p>
          {data.reviews.length === 0 ? (
            <p className="text-base-content/75">
              No reviews yet. After each completed tour, its organiser and guests are asked for one.
            </p>
          ) : (
            <ul className="flex flex-col gap-4">
              {data.reviews.map((review) => (
                <ReviewCard key={review.id} review={review} />
              ))}
            </ul>
          )}
        </div>
      ) : null}
    </QueryState>
  );
}

import { type AdminReview, REVIEWER_KIND_LABELS } from "@shared/contracts/reviews";
import { reviewVisibilitySchema } from "@shared/schemas/review";
import { formatTourDate } from "@shared/tour-time";
import { type FormEvent, useState } from "react";
import { BusyButton } from "@/components/ui/busy-button";
import { TextareaField } from "@/components/ui/form-fields";
import { QueryState } from "@/components/ui/query-state";
import { useCheckedText } from "@/hooks/use-checked-text";
import { notifyError, notifySuccess } from "@/lib/toast";
import { failureMessage } from "@/utils/error-message";
import { ReviewStars } from "../../components/review-stars";
import { useAdminReviews } from "../api/get-admin-reviews";
import { useSetReviewVisibility } from "../api/set-review-visibility";

function Visibility({ review }: { review: AdminReview }) {
  const [hiding, setHiding] = useState(false);
  const reason = useCheckedText();
  const change = useSetReviewVisibility();
  const save = (hiddenReason: string | null) =>
    change.mutate(
      { reviewId: review.id, visibility: { hiddenReason } },
      {
        onSuccess: () => {
          setHiding(false);
          notifySuccess({ title: hiddenReason ? "Review hidden" : "Review shown again" });
        },
        onError: (error) =>
          notifyError({ title: failureMessage(error, "Failed to update the review.") }),
      },
    );
  const hide = (event: FormEvent) => {
    event.preventDefault();
    const checked = reason.check(reviewVisibilitySchema.safeParse({ hiddenReason: reason.text }));
    if (checked) save(checked.hiddenReason);
  };

  if (review.hiddenReason) {
    return (
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm">
          <span className="badge badge-warning badge-sm mr-2">Hidden</span>
          {review.hiddenReason}
        </p>
        <BusyButton
          type="button"
          className="btn btn-sm btn-outline"
          pending={change.isPending}
          onClick={() => save(null)}
        >
          Show Again
        </BusyButton>
      </div>
    );
  }
  if (!hiding) {
    return (
      <div className="flex justify-end">
        <button type="button" className="btn btn-sm btn-outline" onClick={() => setHiding(true)}>
          Hide Review
        </button>
      </div>
    );
  }
  return (
    <form noValidate onSubmit={hide} className="flex flex-col gap-2">
      <TextareaField
        label="Reason for hiding"
        hint="Recorded in the audit log; the review leaves the partner's rating."
        rows={2}
        autoFocus
        {...reason.field}
      />
      <div className="flex justify-end gap-2">
        <button type="button" className="btn btn-sm btn-ghost" onClick={() => setHiding(false)}>
          Keep Visible
        </button>
        <BusyButton type="submit" className="btn btn-sm btn-warning" pending={change.isPending}>
          Hide Review
        </BusyButton>
      </div>
    </form>
  );
}

/** /admin/reviews: every review, the hidden ones with their reason; hide or show one again. */
export function AdminReviews() {
  const reviews = useAdminReviews();
  return (
    <QueryState
      isPending={reviews.isPending}
      error={reviews.error}
      onRetry={() => void reviews.refetch()}
      label="Loading reviews..."
    >
      {reviews.data?.length === 0 ? (
        <p className="text-base-content/75">No reviews yet.</p>
      ) : (
        <ul className="flex flex-col gap-4">
          {reviews.data?.map((review) => (
            <li key={review.id} className="card bg-base-100 shadow-sm">
              <article
                className="card-body gap-2 p-5"
                aria-label={`Review of ${review.tourTitle} for ${review.partnerName}`}
              >
                <div className="flex flex-wrap items-baseline justify-between gap-2">
                  <h2 className="card-title text-base">{review.tourTitle}</h2>
                  <ReviewStars rating={review.rating} />
                </div>
                <p className="text-sm text-base-content/75">
                  {review.partnerName} · {REVIEWER_KIND_LABELS[review.reviewerKind]} ·{" "}
                  {formatTourDate(review.startsAt, review.timeZone)}
                </p>
                {review.text ? (
                  <p className="whitespace-pre-line break-words">{review.text}</p>
                ) : null}
                {review.reply ? (
                  <p className="text-sm">
                    <span className="font-semibold">Reply: </span>
                    {review.reply}
                  </p>
                ) : null}
                <Visibility review={review} />
              </article>
            </li>
          ))}
        </ul>
      )}
    </QueryState>
  );
}

import { REVIEW_TEXT_MAX_LENGTH } from "@shared/contracts/limits";
import { reviewSchema } from "@shared/schemas/review";
import { formatTourDate, formatTourTime } from "@shared/tour-time";
import { type FormEvent, useState } from "react";
import { BusyButton } from "@/components/ui/busy-button";
import { TextareaField } from "@/components/ui/form-fields";
import { QueryState } from "@/components/ui/query-state";
import { errorMessage } from "@/utils/error-message";
import { useReviewRequest } from "../api/get-review-request";
import { useSubmitReview } from "../api/submit-review";
import { StarRatingField } from "./star-rating-field";

type FieldErrors = { rating?: string; text?: string };

/**
 * /reviews/<token>: the organiser or a guest rates the tour they took, without an account. The
 * link names the tour; it takes one review, after which it says so.
 */
export function ReviewLinkPage({ token }: { token: string }) {
  const request = useReviewRequest(token);
  const submit = useSubmitReview();
  const [rating, setRating] = useState<number>();
  const [text, setText] = useState("");
  const [errors, setErrors] = useState<FieldErrors>({});

  const send = (event: FormEvent) => {
    event.preventDefault();
    const parsed = reviewSchema.safeParse({ rating, text: text.trim() ? text : undefined });
    if (!parsed.success) {
      const found: FieldErrors = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] === "text" ? "text" : "rating";
        found[field] ??= issue.message;
      }
      setErrors(found);
      return;
    }
    submit.mutate({ token, review: parsed.data });
  };

  const tour = request.data;
  return (
    <main className="mx-auto flex min-h-dvh w-full max-w-xl flex-col gap-6 px-4 py-8">
      <title>Review your tour · Tour Partner Portal</title>
      <p className="font-semibold text-primary">Tour Partner Portal</p>
      <h1 className="text-3xl font-bold">Review your tour</h1>
      <QueryState isPending={request.isPending} error={request.error} label="Loading your tour...">
        {tour ? (
          <section aria-label="Your tour" className="card bg-base-100 shadow-sm">
            <div className="card-body gap-1 p-5">
              <h2 className="card-title text-lg">{tour.tourTitle}</h2>
              <p>
                {formatTourDate(tour.startsAt, tour.timeZone)} at{" "}
                {formatTourTime(tour.startsAt, tour.timeZone)}
              </p>
              <p>Hosted by {tour.partnerName}</p>
            </div>
          </section>
        ) : null}
        {tour && submit.isSuccess ? (
          <div role="status" className="alert alert-success alert-soft">
            Thank you! Your review of "{tour.tourTitle}" is with {tour.partnerName}.
          </div>
        ) : tour ? (
          <form noValidate onSubmit={send} className="flex flex-col gap-3">
            <StarRatingField
              value={rating}
              error={errors.rating}
              onChange={(next) => {
                setRating(next);
                setErrors((e) => ({ ...e, rating: undefined }));
              }}
            />
            <TextareaField
              label="Your review (optional)"
              hint={`Up to ${REVIEW_TEXT_MAX_LENGTH.toLocaleString("en-US")} characters; ${tour.partnerName} may answer it publicly.`}
              rows={5}
              value={text}
              error={errors.text}
              onChange={(next) => {
                setText(next);
                setErrors((e) => ({ ...e, text: undefined }));
              }}
            />
            {submit.error ? (
              <div role="alert" className="alert alert-error alert-soft">
                {errorMessage(submit.error, "Your review could not be sent. Please try again.")}
              </div>
            ) : null}
            <BusyButton type="submit" className="btn btn-primary" pending={submit.isPending}>
              Send Review
            </BusyButton>
          </form>
        ) : null}
      </QueryState>
    </main>
  );
}

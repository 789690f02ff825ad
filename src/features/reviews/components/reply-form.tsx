import { REVIEW_TEXT_MAX_LENGTH } from "@shared/contracts/limits";
import { reviewReplySchema } from "@shared/schemas/review";
import type { FormEvent } from "react";
import { BusyButton } from "@/components/ui/busy-button";
import { TextareaField } from "@/components/ui/form-fields";
import { useCheckedText } from "@/hooks/use-checked-text";
import { notifyError, notifySuccess } from "@/lib/toast";
import { errorMessage } from "@/utils/error-message";
import { useReplyToReview } from "../api/reply-to-review";

/** The partner's one public answer to a review: once sent, it cannot be changed. */
export function ReplyForm({ reviewId }: { reviewId: string }) {
  const reply = useCheckedText();
  const send = useReplyToReview();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = reply.check(reviewReplySchema.safeParse({ reply: reply.text }));
    if (!checked) return;
    send.mutate(
      { reviewId, reply: checked },
      {
        onSuccess: () => notifySuccess({ title: "Reply posted" }),
        onError: (error) =>
          notifyError({
            title: "Reply not posted",
            description: errorMessage(error, "Please try again."),
          }),
      },
    );
  };

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-2">
      <TextareaField
        label="Your public reply"
        hint={`Shown with the review; one reply, up to ${REVIEW_TEXT_MAX_LENGTH.toLocaleString("en-US")} characters.`}
        rows={3}
        {...reply.field}
      />
      <div className="flex justify-end">
        <BusyButton type="submit" className="btn btn-primary btn-sm" pending={send.isPending}>
          Post Reply
        </BusyButton>
      </div>
    </form>
  );
}

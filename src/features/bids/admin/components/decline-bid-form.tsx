import { bidReviewSchema } from "@shared/schemas/bid-review";
import type { FormEvent } from "react";
import { TextareaField } from "@/components/ui/form-fields";
import { useCheckedText } from "@/hooks/use-checked-text";

export interface DeclineBidFormProps {
  pending: boolean;
  onDecline: (reason: string) => void;
  onCancel: () => void;
}

/** Declining asks for the reason the partner is told; the shared schema says when it is missing. */
export function DeclineBidForm({ pending, onDecline, onCancel }: DeclineBidFormProps) {
  const reason = useCheckedText();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = reason.check(
      bidReviewSchema.safeParse({ status: "declined", declineReason: reason.text }),
    );
    if (!checked) return;
    onDecline(checked.declineReason ?? reason.text);
  };

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-2">
      <TextareaField
        label="Reason for declining"
        rows={2}
        // The admin just asked to decline; the reason is next.
        autoFocus
        {...reason.field}
      />
      <div className="flex justify-end gap-2">
        <button type="button" className="btn btn-sm btn-ghost" onClick={onCancel}>
          Keep Bid
        </button>
        <button type="submit" className="btn btn-sm btn-error" disabled={pending}>
          Decline Bid
        </button>
      </div>
    </form>
  );
}

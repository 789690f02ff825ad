import { bidReviewSchema } from "@shared/schemas/bid-review";
import { type FormEvent, useState } from "react";
import { TextareaField } from "@/components/ui/form-fields";

export interface DeclineBidFormProps {
  pending: boolean;
  onDecline: (reason: string) => void;
  onCancel: () => void;
}

/** Declining asks for the reason the partner is told; the shared schema says when it is missing. */
export function DeclineBidForm({ pending, onDecline, onCancel }: DeclineBidFormProps) {
  const [reason, setReason] = useState("");
  const [error, setError] = useState<string>();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = bidReviewSchema.safeParse({ status: "declined", declineReason: reason });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    onDecline(parsed.data.declineReason ?? reason);
  };

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-2">
      <TextareaField
        label="Reason for declining"
        rows={2}
        value={reason}
        // The admin just asked to decline; the reason is next.
        autoFocus
        onChange={(text) => {
          setReason(text);
          setError(undefined);
        }}
        error={error}
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

import { bidReviewSchema } from "@shared/schemas/bid-review";
import { type FormEvent, useId, useState } from "react";
import { FieldError } from "@/components/ui/text-field";

export interface DeclineBidFormProps {
  pending: boolean;
  onDecline: (reason: string) => void;
  onCancel: () => void;
}

/** Declining asks for the reason the partner is told; the shared schema says when it is missing. */
export function DeclineBidForm({ pending, onDecline, onCancel }: DeclineBidFormProps) {
  const id = useId();
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
      <div className="fieldset">
        <label htmlFor={id} className="fieldset-legend">
          Reason for declining
        </label>
        <textarea
          id={id}
          rows={2}
          className={`textarea w-full ${error ? "textarea-error" : ""}`}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          value={reason}
          // biome-ignore lint/a11y/noAutofocus: the admin just asked to decline; the reason is next
          autoFocus
          onChange={(event) => {
            setReason(event.target.value);
            setError(undefined);
          }}
        />
        <FieldError id={`${id}-error`} message={error} />
      </div>
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

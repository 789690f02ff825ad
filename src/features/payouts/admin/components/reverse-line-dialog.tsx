import type { PayableLine } from "@shared/contracts/api";
import { payableLineCorrectionSchema } from "@shared/schemas/payout";
import { type FormEvent, useId } from "react";
import { FormDialog } from "@/components/ui/form-dialog";
import { TextareaField } from "@/components/ui/form-fields";
import { useCheckedText } from "@/hooks/use-checked-text";
import { notifyError, notifySuccess } from "@/lib/toast";
import { errorMessage } from "@/utils/error-message";
import { formatMoney } from "@/utils/format";
import { useReverseLine } from "../api/reverse-line";

export interface ReverseLineDialogProps {
  line: PayableLine | null;
  onClose: () => void;
}

/**
 * An admin's reversal of a paid line: it stays paid, and a line of minus its amount, with the
 * reason, enters the partner's next payment.
 */
export function ReverseLineDialog({ line, onClose }: ReverseLineDialogProps) {
  const formId = useId();
  const reason = useCheckedText();
  const reverse = useReverseLine();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!line) return;
    const checked = reason.check(payableLineCorrectionSchema.safeParse({ reason: reason.text }));
    if (!checked) return;
    reverse.mutate(
      { lineId: line.id, reason: checked.reason },
      {
        onSuccess: () => {
          notifySuccess({
            title: "Success",
            description: "Line reversed. The partner's next payment takes it off.",
          });
          reason.reset();
          onClose();
        },
        onError: (failure) =>
          notifyError({
            title: "Error",
            description: errorMessage(failure, "Failed to reverse the line."),
          }),
      },
    );
  };

  return (
    <FormDialog
      open={line !== null}
      onClose={onClose}
      title="Reverse Paid Line"
      description={
        line
          ? `${line.tourTitle}, ${formatMoney(line.amount)}: taken off the partner's next payment.`
          : undefined
      }
      formId={formId}
      submitLabel="Reverse Line"
      pending={reverse.isPending}
    >
      <form id={formId} noValidate onSubmit={submit}>
        <TextareaField label="Reason" {...reason.field} />
      </form>
    </FormDialog>
  );
}

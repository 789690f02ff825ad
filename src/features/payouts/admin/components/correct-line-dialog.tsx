import type { PayableLine } from "@shared/contracts/api";
import { payableLineCorrectionSchema } from "@shared/schemas/payout";
import { type FormEvent, useId } from "react";
import { FormDialog } from "@/components/ui/form-dialog";
import { TextareaField } from "@/components/ui/form-fields";
import { useCheckedText } from "@/hooks/use-checked-text";
import { notifyError, notifySuccess } from "@/lib/toast";
import { errorMessage } from "@/utils/error-message";
import { formatMoney } from "@/utils/format";
import { useCorrectLine } from "../api/correct-line";

export interface CorrectLineDialogProps {
  line: PayableLine | null;
  onClose: () => void;
}

/** An admin's correction: the line stays, with the reason, and is no longer owed. */
export function CorrectLineDialog({ line, onClose }: CorrectLineDialogProps) {
  const formId = useId();
  const reason = useCheckedText();
  const correct = useCorrectLine();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!line) return;
    const checked = reason.check(payableLineCorrectionSchema.safeParse({ reason: reason.text }));
    if (!checked) return;
    correct.mutate(
      { lineId: line.id, reason: checked.reason },
      {
        onSuccess: () => {
          notifySuccess({ title: "Success", description: "Line corrected." });
          reason.reset();
          onClose();
        },
        onError: (failure) =>
          notifyError({
            title: "Error",
            description: errorMessage(failure, "Failed to correct the line."),
          }),
      },
    );
  };

  return (
    <FormDialog
      open={line !== null}
      onClose={onClose}
      title="Correct Line"
      description={
        line ? `${line.tourTitle}, ${formatMoney(line.amount)}: no longer owed.` : undefined
      }
      formId={formId}
      submitLabel="Correct Line"
      pending={correct.isPending}
    >
      <form id={formId} noValidate onSubmit={submit}>
        <TextareaField label="Reason" {...reason.field} />
      </form>
    </FormDialog>
  );
}

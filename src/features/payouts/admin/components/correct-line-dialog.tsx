import type { PayableLine } from "@shared/contracts/api";
import { payableLineCorrectionSchema } from "@shared/schemas/payout";
import { CheckedTextDialog } from "@/components/ui/checked-text-dialog";
import { useCheckedText } from "@/hooks/use-checked-text";
import { toastOutcome } from "@/lib/mutation-toasts";
import { formatMoney } from "@/utils/format";
import { useCorrectLine } from "../api/correct-line";

export interface CorrectLineDialogProps {
  line: PayableLine | null;
  onClose: () => void;
}

/** An admin's correction: the line stays, with the reason, and is no longer owed. */
export function CorrectLineDialog({ line, onClose }: CorrectLineDialogProps) {
  const reason = useCheckedText();
  const correct = useCorrectLine();

  const submit = () => {
    if (!line) return;
    const checked = reason.check(payableLineCorrectionSchema.safeParse({ reason: reason.text }));
    if (!checked) return;
    correct.mutate(
      { lineId: line.id, reason: checked.reason },
      toastOutcome({ success: "Line corrected.", failure: "Failed to correct the line." }, () => {
        reason.reset();
        onClose();
      }),
    );
  };

  return (
    <CheckedTextDialog
      open={line !== null}
      onClose={onClose}
      title="Correct Line"
      description={
        line ? `${line.tourTitle}, ${formatMoney(line.amount)}: no longer owed.` : undefined
      }
      submitLabel="Correct Line"
      pending={correct.isPending}
      label="Reason"
      text={reason}
      onSubmit={submit}
    />
  );
}

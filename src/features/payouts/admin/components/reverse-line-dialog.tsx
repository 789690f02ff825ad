import type { PayableLine } from "@shared/contracts/api";
import { payableLineCorrectionSchema } from "@shared/schemas/payout";
import { CheckedTextDialog } from "@/components/ui/checked-text-dialog";
import { useCheckedText } from "@/hooks/use-checked-text";
import { toastOutcome } from "@/lib/mutation-toasts";
import { formatMoney } from "@/utils/format";
import { useReverseLine } from "../api/reverse-line";

export interface ReverseLineDialogProps {
  line: PayableLine | null;
  onClose: () => void;
}

const REVERSED = {
  success: "Line reversed. The partner's next payment takes it off.",
  failure: "Failed to reverse the line.",
};

/**
 * An admin's reversal of a paid line: it stays paid, and a line of minus its amount, with the
 * reason, enters the partner's next payment.
 */
export function ReverseLineDialog({ line, onClose }: ReverseLineDialogProps) {
  const reason = useCheckedText();
  const reverse = useReverseLine();

  const submit = () => {
    if (!line) return;
    const checked = reason.check(payableLineCorrectionSchema.safeParse({ reason: reason.text }));
    if (!checked) return;
    reverse.mutate(
      { lineId: line.id, reason: checked.reason },
      toastOutcome(REVERSED, () => {
        reason.reset();
        onClose();
      }),
    );
  };

  return (
    <CheckedTextDialog
      open={line !== null}
      onClose={onClose}
      title="Reverse Paid Line"
      description={
        line
          ? `${line.tourTitle}, ${formatMoney(line.amount)}: taken off the partner's next payment.`
          : undefined
      }
      submitLabel="Reverse Line"
      pending={reverse.isPending}
      label="Reason"
      text={reason}
      onSubmit={submit}
    />
  );
}

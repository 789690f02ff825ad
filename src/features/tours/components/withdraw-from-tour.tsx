import { WITHDRAWAL_TEXT_MAX_LENGTH } from "@shared/contracts/limits";
import type { WithdrawalTerms } from "@shared/contracts/withdrawals";
import { WITHDRAWAL_MESSAGES, withdrawalSchema } from "@shared/schemas/withdrawal";
import { useState } from "react";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { TextareaField } from "@/components/ui/form-fields";
import { notifyError, notifySuccess } from "@/lib/toast";
import { errorMessage } from "@/utils/error-message";
import { useWithdrawalTerms } from "../api/get-withdrawal-terms";
import { useWithdrawFromTour } from "../api/withdraw-from-tour";

/** What withdrawing now does, said plainly before the partner confirms. */
export function withdrawalConsequence(terms: WithdrawalTerms): string {
  const days = terms.noticeDays === 1 ? "1 day" : `${terms.noticeDays} days`;
  return terms.late
    ? `This tour starts in less than ${days}, so withdrawing is a request: an admin approves or refuses it, and you still run the tour until they approve. An approved late withdrawal counts against your reliability.`
    : `This tour starts more than ${days} from now, so you are released at once: the tour is cancelled, the admins are told and the opportunity is offered to other partners again.`;
}

/**
 * "Withdraw from this tour", for the tour's own partner (the terms answer 404 to anyone else,
 * and then nothing shows): the reason, the consequence, then the request or the release.
 */
export function WithdrawFromTour({ tourId }: { tourId: string }) {
  const terms = useWithdrawalTerms(tourId);
  const withdraw = useWithdrawFromTour(tourId);
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState("");
  const [error, setError] = useState<string>();

  if (!terms.data) return null;
  if (terms.data.pending) {
    return (
      <p role="status" className="alert alert-info alert-soft">
        You asked to withdraw from this tour; an admin will approve or refuse it.
      </p>
    );
  }

  const confirm = () => {
    const parsed = withdrawalSchema.safeParse({ reason });
    if (!parsed.success)
      return setError(parsed.error.issues[0]?.message ?? WITHDRAWAL_MESSAGES.reason);
    withdraw.mutate(parsed.data, {
      onSuccess: (withdrawal) => {
        setOpen(false);
        notifySuccess({
          title: "Success",
          description:
            withdrawal.status === "released"
              ? "You are released from this tour."
              : "Your request to withdraw was sent to the admins.",
        });
      },
      onError: (failure) =>
        notifyError({
          title: "Error",
          description: errorMessage(failure, "The withdrawal could not be sent."),
        }),
    });
  };

  return (
    <>
      <p>
        <button type="button" className="btn btn-sm btn-error" onClick={() => setOpen(true)}>
          Withdraw from this tour
        </button>
      </p>
      <ConfirmDialog
        open={open}
        title="Withdraw from this tour"
        description={withdrawalConsequence(terms.data)}
        confirmLabel={terms.data.late ? "Ask to withdraw" : "Withdraw now"}
        cancelLabel="Keep the tour"
        danger
        pending={withdraw.isPending}
        onConfirm={confirm}
        onClose={() => setOpen(false)}
      >
        <TextareaField
          label="Why can you no longer run it?"
          value={reason}
          onChange={(value: string) => {
            setReason(value);
            setError(undefined);
          }}
          error={error}
          maxLength={WITHDRAWAL_TEXT_MAX_LENGTH}
        />
      </ConfirmDialog>
    </>
  );
}

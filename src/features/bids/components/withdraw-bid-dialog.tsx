import type { MyBid } from "@shared/contracts/api";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { notifyError, notifySuccess } from "@/lib/toast";
import { errorMessage } from "@/utils/error-message";
import { formatMoney } from "@/utils/format";
import { isStaleBidError, useWithdrawBid } from "../api/withdraw-bid";

export interface WithdrawBidDialogProps {
  /** The bid to confirm; null keeps the dialog closed. */
  bid: MyBid | null;
  onClose: () => void;
}

/** Asks before withdrawing: a withdrawn bid cannot be restored, only placed again. */
export function WithdrawBidDialog({ bid, onClose }: WithdrawBidDialogProps) {
  const withdraw = useWithdrawBid();

  const confirm = () => {
    if (!bid) return;
    withdraw.mutate(bid.id, {
      onSuccess: () => {
        notifySuccess({
          title: "Bid withdrawn",
          description: `Your bid for "${bid.opportunity.title}" was withdrawn.`,
        });
        onClose();
      },
      onError: (error) => {
        notifyError({
          title: "Failed to withdraw bid.",
          description: errorMessage(error, "Please try again."),
        });
        // The bid changed elsewhere: the list now shows it as it is, so there is nothing left
        // to confirm here. Any other failure keeps the dialog for another try.
        if (isStaleBidError(error)) onClose();
      },
    });
  };

  return (
    <ConfirmDialog
      open={bid !== null}
      title="Withdraw this bid?"
      description={
        bid
          ? `Your bid of ${formatMoney(bid.amount)} for "${bid.opportunity.title}" will be withdrawn. You can bid again while the opportunity is open.`
          : undefined
      }
      confirmLabel="Withdraw bid"
      cancelLabel="Keep bid"
      danger
      pending={withdraw.isPending}
      onConfirm={confirm}
      onClose={onClose}
    >
      <p className="text-sm">The admin team will no longer consider it.</p>
    </ConfirmDialog>
  );
}

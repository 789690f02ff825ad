import { Dialog } from "@/components/ui/dialog";
import { notifyError, notifySuccess } from "@/lib/toast";
import type { MyBid } from "@/types/api";
import { errorMessage } from "@/utils/error-message";
import { formatMoney } from "@/utils/format";
import { useWithdrawBid } from "../api/withdraw-bid";

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
      onError: (error) =>
        notifyError({
          title: "Failed to withdraw bid.",
          description: errorMessage(error, "Please try again."),
        }),
    });
  };

  return (
    <Dialog
      open={bid !== null}
      title="Withdraw this bid?"
      onClose={onClose}
      description={
        bid
          ? `Your bid of ${formatMoney(bid.amount)} for "${bid.opportunity.title}" will be withdrawn. You can bid again while the opportunity is open.`
          : undefined
      }
      actions={
        <>
          <button type="button" className="btn btn-ghost" onClick={onClose}>
            Keep bid
          </button>
          <button
            type="button"
            className="btn btn-error"
            disabled={withdraw.isPending}
            onClick={confirm}
          >
            {withdraw.isPending ? (
              <span className="loading loading-spinner loading-sm" aria-hidden="true" />
            ) : null}
            Withdraw bid
          </button>
        </>
      }
    >
      <p className="text-sm">The admin team will no longer consider it.</p>
    </Dialog>
  );
}

import { useId } from "react";
import { Dialog } from "@/components/ui/dialog";
import type { Opportunity } from "@/types/api";
import { formatMoney } from "@/utils/format";
import { useCreateBid } from "../api/create-bid";
import { BidForm } from "./bid-form";

export interface BidDialogProps {
  /** The opportunity bid on; null keeps the dialog closed. */
  opportunity: Opportunity | null;
  onClose: () => void;
}

/**
 * SPEC §2's Submit Your Bid dialog for one opportunity. Its buttons stay in view below the
 * form while the form scrolls; a new opportunity starts a new, empty form.
 */
export function BidDialog({ opportunity, onClose }: BidDialogProps) {
  const formId = useId();
  const createBid = useCreateBid();

  return (
    <Dialog
      open={opportunity !== null}
      title="Submit Your Bid"
      onClose={onClose}
      description={
        opportunity ? (
          <>
            <span className="font-semibold text-base-content">{opportunity.title}</span>
            <span className="block">Base rate: {formatMoney(opportunity.baseRate)}</span>
          </>
        ) : null
      }
      actions={
        <>
          <button type="button" className="btn btn-ghost" onClick={onClose}>
            Cancel
          </button>
          <button
            type="submit"
            form={formId}
            className="btn btn-primary"
            disabled={createBid.isPending}
          >
            {createBid.isPending ? (
              <span className="loading loading-spinner loading-sm" aria-hidden="true" />
            ) : null}
            Submit Bid
          </button>
        </>
      }
    >
      {opportunity ? (
        <BidForm
          key={opportunity.id}
          id={formId}
          opportunity={opportunity}
          submitBid={createBid.mutateAsync}
          onSubmitted={onClose}
        />
      ) : null}
    </Dialog>
  );
}

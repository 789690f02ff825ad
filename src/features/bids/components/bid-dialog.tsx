import type { BidPayload } from "@shared/schemas/bid";
import { useId, useState } from "react";
import { Dialog } from "@/components/ui/dialog";
import type { Opportunity } from "@/types/api";
import { formatMoney } from "@/utils/format";
import { BidForm } from "./bid-form";

export interface BidDialogProps {
  /** The opportunity bid on; null keeps the dialog closed. */
  opportunity: Opportunity | null;
  submitBid: (payload: BidPayload) => Promise<unknown>;
  onClose: () => void;
}

/**
 * SPEC §2's Submit Your Bid dialog for one opportunity. Its buttons stay in view below the
 * form while the form scrolls; a new opportunity starts a new, empty form.
 */
export function BidDialog({ opportunity, submitBid, onClose }: BidDialogProps) {
  const formId = useId();
  const [pending, setPending] = useState(false);

  const submit = async (payload: BidPayload) => {
    setPending(true);
    try {
      return await submitBid(payload);
    } finally {
      setPending(false);
    }
  };

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
          <button type="submit" form={formId} className="btn btn-primary" disabled={pending}>
            {pending ? (
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
          submitBid={submit}
          onSubmitted={onClose}
        />
      ) : null}
    </Dialog>
  );
}

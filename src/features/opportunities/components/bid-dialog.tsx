import type { BidPayload } from "@shared/schemas/bid";
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

/** SPEC §2's Submit Your Bid dialog for one opportunity. */
export function BidDialog({ opportunity, submitBid, onClose }: BidDialogProps) {
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
    >
      {opportunity ? (
        <BidForm
          key={opportunity.id}
          opportunity={opportunity}
          submitBid={submitBid}
          onSubmitted={onClose}
          onCancel={onClose}
        />
      ) : null}
    </Dialog>
  );
}

import type { Opportunity } from "@shared/contracts/api";
import { useId } from "react";
import { FormDialog } from "@/components/ui/form-dialog";
import { formatMoney } from "@/utils/format";
import { useCreateBid } from "../api/create-bid";
import { BidForm } from "./bid-form";

export interface BidDialogProps {
  /** The opportunity bid on; null keeps the dialog closed. */
  opportunity: Opportunity | null;
  onClose: () => void;
}

/**
 * product §2's Submit Your Bid dialog for one opportunity. Its buttons stay in view below the
 * form while the form scrolls; a new opportunity starts a new, empty form.
 */
export function BidDialog({ opportunity, onClose }: BidDialogProps) {
  const formId = useId();
  const createBid = useCreateBid();

  return (
    <FormDialog
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
      formId={formId}
      pending={createBid.isPending}
      submitLabel="Submit Bid"
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
    </FormDialog>
  );
}

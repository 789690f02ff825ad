import { formatTourDateTime } from "@shared/tour-time";
import { useState } from "react";
import { Dialog } from "@/components/ui/dialog";
import { BidsPanel } from "@/features/bids/admin";
import {
  CancelTourDialog,
  CompleteTourDialog,
  type TourAction,
  ToursPanel,
} from "@/features/tours/admin";
import { formatMoney } from "@/utils/format";
import type { AdminOpportunity } from "../types";

export interface BidsDialogProps {
  /** The opportunity whose bids are open, or null when the dialog is closed. */
  opportunity: AdminOpportunity | null;
  onClose: () => void;
}

/**
 * The large dialog with an opportunity's bids side by side and its tours. It belongs to the
 * list, not to a card: accepting a bid can take the card out of a filtered list, and the
 * dialog stays open on what the admin is doing.
 */
export function BidsDialog({ opportunity, onClose }: BidsDialogProps) {
  // The tour dialogs stand beside this one, not inside it, so Escape closes only the top one.
  const [action, setAction] = useState<TourAction | null>(null);
  const closeAction = () => setAction(null);

  return (
    <>
      <Dialog
        open={opportunity !== null}
        onClose={onClose}
        size="lg"
        title={opportunity ? `Bids for ${opportunity.title}` : "Bids"}
        description={
          opportunity
            ? `${formatTourDateTime(opportunity.date, opportunity.timeZone)} · base rate ${formatMoney(opportunity.baseRate)}`
            : undefined
        }
      >
        {opportunity ? (
          <div className="flex flex-col gap-6">
            <BidsPanel opportunityId={opportunity.id} />
            <ToursPanel opportunityId={opportunity.id} onAction={setAction} />
          </div>
        ) : null}
      </Dialog>
      <CompleteTourDialog
        tour={action?.kind === "complete" ? action.tour : null}
        partner={action?.partner ?? ""}
        onClose={closeAction}
      />
      <CancelTourDialog
        tour={action?.kind === "cancel" ? action.tour : null}
        partner={action?.partner ?? ""}
        onClose={closeAction}
      />
    </>
  );
}

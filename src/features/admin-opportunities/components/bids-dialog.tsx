import { useState } from "react";
import { Dialog } from "@/components/ui/dialog";
import { formatDateTime, formatMoney } from "@/utils/format";
import type { AdminOpportunity } from "../types";
import { BidsPanel } from "./bids-panel";
import { CancelTourDialog } from "./cancel-tour-dialog";
import { CompleteTourDialog } from "./complete-tour-dialog";
import { type TourAction, ToursPanel } from "./tours-panel";

/** The "Bids (n)" button and the large dialog with the bids side by side and the tours. */
export function BidsDialog({ opportunity }: { opportunity: AdminOpportunity }) {
  const [open, setOpen] = useState(false);
  // The tour dialogs stand beside this one, not inside it, so Escape closes only the top one.
  const [action, setAction] = useState<TourAction | null>(null);
  const closeAction = () => setAction(null);

  return (
    <>
      <button type="button" className="btn btn-primary btn-sm" onClick={() => setOpen(true)}>
        Bids ({opportunity.bidCount})
      </button>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        size="lg"
        title={`Bids for ${opportunity.title}`}
        description={`${formatDateTime(opportunity.date)} · base rate ${formatMoney(opportunity.baseRate)}`}
      >
        <div className="flex flex-col gap-6">
          <BidsPanel opportunityId={opportunity.id} />
          <ToursPanel opportunityId={opportunity.id} onAction={setAction} />
        </div>
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

import { useState } from "react";
import { OpportunityDraftDialog } from "./opportunity-draft-dialog";

/** The New Opportunity button and its dialog holding the create form. */
export function CreateOpportunityDialog() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className="btn btn-primary" onClick={() => setOpen(true)}>
        New Opportunity
      </button>
      <OpportunityDraftDialog open={open} onClose={() => setOpen(false)} title="New Opportunity" />
    </>
  );
}

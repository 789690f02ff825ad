import { useState } from "react";
import type { AdminOpportunity } from "../types";
import { OpportunityDraftDialog } from "./opportunity-draft-dialog";
import { formValuesOf } from "./opportunity-form-from";

/** Duplicate: a new draft with every field of this one, opened for editing before it is created. */
export function DuplicateOpportunityButton({ opportunity }: { opportunity: AdminOpportunity }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className="btn btn-ghost btn-sm" onClick={() => setOpen(true)}>
        Duplicate
      </button>
      <OpportunityDraftDialog
        open={open}
        onClose={() => setOpen(false)}
        title="Duplicate Opportunity"
        initialValues={formValuesOf(opportunity)}
      />
    </>
  );
}

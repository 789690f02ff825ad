import { useId, useState } from "react";
import { FormDialog } from "@/components/ui/form-dialog";
import { saveAdminForm } from "@/lib/admin-change";
import { useUpdateOpportunity } from "../api/update-opportunity";
import type { AdminOpportunity } from "../types";
import { OpportunityForm } from "./opportunity-form";
import { formValuesOf } from "./opportunity-form-from";

/** docs/api.md: what an awarded opportunity still lets change. */
const AWARDED_NOTE =
  "This opportunity is awarded. Only the title, description, requirements, special requests, accessibility, meal preferences, priority, response deadline, date and time, location and client details can still change. A new date or location is sent to the assigned and accepted partners.";

/** Edit: the create form filled with the opportunity, saved over it. */
export function EditOpportunityDialog({ opportunity }: { opportunity: AdminOpportunity }) {
  const [open, setOpen] = useState(false);
  const formId = useId();
  const update = useUpdateOpportunity();
  const close = () => setOpen(false);

  return (
    <>
      <button type="button" className="btn btn-outline btn-sm" onClick={() => setOpen(true)}>
        Edit
      </button>
      <FormDialog
        open={open}
        onClose={close}
        size="lg"
        title="Edit Opportunity"
        description={opportunity.title}
        formId={formId}
        pending={update.isPending}
        submitLabel="Save Changes"
      >
        {opportunity.status === "awarded" ? (
          <p role="note" className="alert alert-info alert-soft mb-4 text-sm">
            {AWARDED_NOTE}
          </p>
        ) : null}
        <OpportunityForm
          id={formId}
          initialValues={formValuesOf(opportunity)}
          onSubmit={(payload) =>
            saveAdminForm(
              "Opportunity",
              "update",
              () => update.mutateAsync({ id: opportunity.id, payload }),
              close,
            )
          }
        />
      </FormDialog>
    </>
  );
}

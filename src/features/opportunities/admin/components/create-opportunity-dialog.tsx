import { useId, useState } from "react";
import { FormDialog } from "@/components/ui/form-dialog";
import { fieldErrorsOf } from "@/lib/api-error";
import { notifyError, notifySuccess } from "@/lib/toast";
import { useCreateOpportunity } from "../api/create-opportunity";
import { OpportunityForm } from "./opportunity-form";

/** The New Opportunity button and its dialog holding the create form. */
export function CreateOpportunityDialog() {
  const [open, setOpen] = useState(false);
  const formId = useId();
  const create = useCreateOpportunity();

  const close = () => setOpen(false);

  return (
    <>
      <button type="button" className="btn btn-primary" onClick={() => setOpen(true)}>
        New Opportunity
      </button>
      <FormDialog
        open={open}
        onClose={close}
        size="lg"
        title="New Opportunity"
        description="Title, location, date and time, and base rate are required. Times are in your own time zone."
        formId={formId}
        pending={create.isPending}
        submitLabel="Create Opportunity"
      >
        <OpportunityForm
          id={formId}
          onSubmit={async (payload) => {
            try {
              await create.mutateAsync(payload);
              notifySuccess({ title: "Success", description: "Opportunity created successfully!" });
              close();
              return undefined;
            } catch (error) {
              notifyError({ title: "Error", description: "Failed to create opportunity." });
              return fieldErrorsOf(error);
            }
          }}
        />
      </FormDialog>
    </>
  );
}

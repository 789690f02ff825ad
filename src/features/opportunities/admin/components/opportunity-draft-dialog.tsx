import { useId } from "react";
import { FormDialog } from "@/components/ui/form-dialog";
import { saveAdminForm } from "@/lib/admin-change";
import { useCreateOpportunity } from "../api/create-opportunity";
import { OpportunityForm } from "./opportunity-form";
import type { OpportunityFormValues } from "./opportunity-form-values";

export interface OpportunityDraftDialogProps {
  open: boolean;
  onClose: () => void;
  /** "New Opportunity", "Duplicate Opportunity", "New from Template". */
  title: string;
  /** The draft's fields to start with; product §5's defaults when absent. */
  initialValues?: OpportunityFormValues;
}

/**
 * The create form in its dialog: a draft nothing stores until Create Opportunity, so a duplicate
 * or a template's copy is edited before any partner sees it.
 */
export function OpportunityDraftDialog({
  open,
  onClose,
  title,
  initialValues,
}: OpportunityDraftDialogProps) {
  const formId = useId();
  const create = useCreateOpportunity();

  return (
    <FormDialog
      open={open}
      onClose={onClose}
      size="lg"
      title={title}
      // The tour's clock, as the date's hint says (product §5.7), never the admin's own.
      description="Title, location, date and time, and base rate are required. Times are local time at the tour's location."
      formId={formId}
      pending={create.isPending}
      submitLabel="Create Opportunity"
    >
      <OpportunityForm
        id={formId}
        initialValues={initialValues}
        onSubmit={(payload) =>
          saveAdminForm("Opportunity", "create", () => create.mutateAsync(payload), onClose)
        }
      />
    </FormDialog>
  );
}

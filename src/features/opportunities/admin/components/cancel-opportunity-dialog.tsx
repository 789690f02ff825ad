import { opportunityCancelSchema } from "@shared/schemas/opportunity-changes";
import { type FormEvent, useId, useState } from "react";
import { DELETE_BUTTON } from "@/components/ui/edit-delete-buttons";
import { FormDialog } from "@/components/ui/form-dialog";
import { TextareaField } from "@/components/ui/form-fields";
import { useCheckedText } from "@/hooks/use-checked-text";
import { runAdminChange } from "@/lib/admin-change";
import { useCancelOpportunity } from "../api/cancel-opportunity";
import type { AdminOpportunity } from "../types";

/**
 * Cancel Opportunity: asks the reason the partners are given; open bids are declined with it,
 * scheduled tours cancelled, and everyone involved is told.
 */
export function CancelOpportunityDialog({ opportunity }: { opportunity: AdminOpportunity }) {
  const [open, setOpen] = useState(false);
  const reason = useCheckedText();
  const cancel = useCancelOpportunity();
  const formId = useId();

  const openDialog = () => {
    reason.reset();
    setOpen(true);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = reason.check(opportunityCancelSchema.safeParse({ reason: reason.text }));
    if (!checked) return;
    const outcome = await runAdminChange(
      () => cancel.mutateAsync({ id: opportunity.id, reason: checked.reason }),
      { success: "Opportunity cancelled.", failure: "Failed to cancel opportunity." },
    );
    if (outcome.ok) setOpen(false);
  };

  return (
    <>
      <button type="button" className={DELETE_BUTTON} onClick={openDialog}>
        Cancel
      </button>
      <FormDialog
        open={open}
        onClose={() => setOpen(false)}
        title="Cancel Opportunity"
        description={opportunity.title}
        formId={formId}
        submitLabel="Cancel Opportunity"
        pending={cancel.isPending}
        cancelLabel="Keep Opportunity"
        destructive
      >
        <form id={formId} noValidate onSubmit={submit} className="flex flex-col gap-3">
          <p className="text-sm">
            Open bids are declined with this reason, scheduled tours are cancelled, and the bidders
            and assigned partners are notified. This cannot be undone.
          </p>
          <TextareaField label="Reason for cancelling" {...reason.field} />
        </form>
      </FormDialog>
    </>
  );
}

import { opportunityCancelSchema } from "@shared/schemas/opportunity-changes";
import { type FormEvent, useId, useState } from "react";
import { DELETE_BUTTON } from "@/components/ui/edit-delete-buttons";
import { FormDialog } from "@/components/ui/form-dialog";
import { TextareaField } from "@/components/ui/form-fields";
import { runAdminChange } from "@/lib/admin-change";
import { useCancelOpportunity } from "../api/cancel-opportunity";
import type { AdminOpportunity } from "../types";

/**
 * Cancel Opportunity: asks the reason the partners are given; open bids are declined with it,
 * scheduled tours cancelled, and everyone involved is told.
 */
export function CancelOpportunityDialog({ opportunity }: { opportunity: AdminOpportunity }) {
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState("");
  const [error, setError] = useState<string>();
  const cancel = useCancelOpportunity();
  const formId = useId();

  const openDialog = () => {
    setReason("");
    setError(undefined);
    setOpen(true);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = opportunityCancelSchema.safeParse({ reason });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    const outcome = await runAdminChange(
      () => cancel.mutateAsync({ id: opportunity.id, reason: parsed.data.reason }),
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
          <TextareaField
            label="Reason for cancelling"
            value={reason}
            onChange={(text) => {
              setReason(text);
              setError(undefined);
            }}
            error={error}
          />
        </form>
      </FormDialog>
    </>
  );
}

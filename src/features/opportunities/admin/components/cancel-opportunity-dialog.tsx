import { opportunityCancelSchema } from "@shared/schemas/opportunity-changes";
import { useState } from "react";
import { CheckedTextDialog } from "@/components/ui/checked-text-dialog";
import { DELETE_BUTTON } from "@/components/ui/edit-delete-buttons";
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

  const openDialog = () => {
    reason.reset();
    setOpen(true);
  };

  const submit = async () => {
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
      <CheckedTextDialog
        open={open}
        onClose={() => setOpen(false)}
        title="Cancel Opportunity"
        description={opportunity.title}
        submitLabel="Cancel Opportunity"
        pending={cancel.isPending}
        cancelLabel="Keep Opportunity"
        destructive
        notice="Open bids are declined with this reason, scheduled tours are cancelled, and the bidders and assigned partners are notified. This cannot be undone."
        label="Reason for cancelling"
        text={reason}
        onSubmit={submit}
      />
    </>
  );
}

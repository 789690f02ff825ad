import { useState } from "react";
import { Dialog } from "@/components/ui/dialog";
import { notifyError, notifySuccess } from "@/lib/toast";
import { errorMessage } from "@/utils/error-message";
import { useAssignPartners } from "../api/assign-partners";
import type { AdminOpportunity } from "../types";
import { PartnerChecklist } from "./partner-checklist";
import { PartnerMatches } from "./partner-matches";

/**
 * Assign Partners: the best-matching partners with why they match, then every eligible partner;
 * the assigned ones checked to start with.
 */
export function AssignPartnersDialog({ opportunity }: { opportunity: AdminOpportunity }) {
  const [open, setOpen] = useState(false);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const assign = useAssignPartners();

  const openDialog = () => {
    setSelected(new Set(opportunity.assignedPartners));
    assign.reset();
    setOpen(true);
  };

  const save = () =>
    assign.mutate(
      { opportunityId: opportunity.id, userIds: [...selected] },
      {
        onSuccess: () => {
          notifySuccess({ title: "Success", description: "Opportunity assigned successfully!" });
          setOpen(false);
        },
        onError: () =>
          notifyError({ title: "Error", description: "Failed to assign opportunity." }),
      },
    );

  return (
    <>
      <button type="button" className="btn btn-outline btn-sm" onClick={openDialog}>
        Assign Partners
      </button>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        title="Assign Partners"
        description={opportunity.title}
        actions={
          <>
            <span className="me-auto self-center text-sm" aria-live="polite">
              {selected.size} selected
            </span>
            <button type="button" className="btn btn-ghost" onClick={() => setOpen(false)}>
              Cancel
            </button>
            <button
              type="button"
              className="btn btn-primary"
              disabled={assign.isPending}
              onClick={save}
            >
              {assign.isPending ? (
                <span className="loading loading-spinner loading-sm" aria-hidden="true" />
              ) : null}
              Save Assignment
            </button>
          </>
        }
      >
        {assign.error ? (
          <p role="alert" className="alert alert-error alert-soft mb-3">
            {errorMessage(assign.error, "Failed to assign opportunity.")}
          </p>
        ) : null}
        <div className="flex flex-col gap-5">
          <PartnerMatches
            opportunityId={opportunity.id}
            selected={selected}
            onChange={setSelected}
          />
          <section aria-labelledby="all-partners-heading" className="flex flex-col gap-2">
            <h3 id="all-partners-heading" className="font-semibold">
              All eligible partners
            </h3>
            <PartnerChecklist
              opportunityId={opportunity.id}
              selected={selected}
              onChange={setSelected}
            />
          </section>
        </div>
      </Dialog>
    </>
  );
}

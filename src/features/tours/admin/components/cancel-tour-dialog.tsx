import { type FormEvent, useId, useState } from "react";
import { Dialog } from "@/components/ui/dialog";
import { notifyError, notifySuccess } from "@/lib/toast";
import { errorMessage } from "@/utils/error-message";
import { useUpdateTour } from "../api/update-tour";
import type { AdminTour } from "../types";

export interface CancelTourDialogProps {
  tour: AdminTour | null;
  partner: string;
  onClose: () => void;
}

/** Cancelling a tour, with a reason the partner is told. */
export function CancelTourDialog({ tour, partner, onClose }: CancelTourDialogProps) {
  const formId = useId();
  const reasonId = useId();
  const [reason, setReason] = useState("");
  const update = useUpdateTour();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!tour) return;
    update.mutate(
      { tourId: tour.id, update: { status: "cancelled", cancellationReason: reason } },
      {
        onSuccess: () => {
          notifySuccess({ title: "Success", description: "Tour cancelled." });
          setReason("");
          onClose();
        },
        onError: (error) =>
          notifyError({
            title: "Error",
            description: errorMessage(error, "Failed to cancel tour."),
          }),
      },
    );
  };

  return (
    <Dialog
      open={tour !== null}
      onClose={onClose}
      title="Cancel Tour"
      description={tour ? `${tour.title} with ${partner}. The partner is told.` : undefined}
      actions={
        <>
          <button type="button" className="btn btn-ghost" onClick={onClose}>
            Keep Tour
          </button>
          <button type="submit" form={formId} className="btn btn-error" disabled={update.isPending}>
            Cancel Tour
          </button>
        </>
      }
    >
      <form id={formId} noValidate onSubmit={submit} className="fieldset">
        <label htmlFor={reasonId} className="fieldset-legend">
          Reason
        </label>
        <textarea
          id={reasonId}
          rows={3}
          className="textarea w-full"
          value={reason}
          onChange={(event) => setReason(event.target.value)}
        />
      </form>
    </Dialog>
  );
}

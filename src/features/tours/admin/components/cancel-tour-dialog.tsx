import { tourCancellationSchema } from "@shared/schemas/tour-update";
import { type FormEvent, useId } from "react";
import { FormDialog } from "@/components/ui/form-dialog";
import { TextareaField } from "@/components/ui/form-fields";
import { useCheckedText } from "@/hooks/use-checked-text";
import { notifyError, notifySuccess } from "@/lib/toast";
import { errorMessage } from "@/utils/error-message";
import { useUpdateTour } from "../api/update-tour";
import type { AdminTour } from "../types";

export interface CancelTourDialogProps {
  tour: Pick<AdminTour, "id" | "title" | "agreedAmount"> | null;
  partner: string;
  onClose: () => void;
}

/** Cancelling a tour, with a reason the partner is told. */
export function CancelTourDialog({ tour, partner, onClose }: CancelTourDialogProps) {
  const formId = useId();
  const reason = useCheckedText();
  const update = useUpdateTour();

  const close = () => {
    reason.reset();
    onClose();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!tour) return;
    const checked = reason.check(
      tourCancellationSchema.safeParse({ status: "cancelled", cancellationReason: reason.text }),
    );
    if (!checked) return;
    update.mutate(
      { tourId: tour.id, update: checked },
      {
        onSuccess: () => {
          notifySuccess({ title: "Success", description: "Tour cancelled." });
          close();
        },
        onError: (failure) =>
          notifyError({
            title: "Error",
            description: errorMessage(failure, "Failed to cancel tour."),
          }),
      },
    );
  };

  return (
    <FormDialog
      open={tour !== null}
      onClose={close}
      title="Cancel Tour"
      description={tour ? `${tour.title} with ${partner}. The partner is told.` : undefined}
      formId={formId}
      submitLabel="Cancel Tour"
      pending={update.isPending}
      cancelLabel="Keep Tour"
      destructive
    >
      <form id={formId} noValidate onSubmit={submit}>
        <TextareaField label="Reason" {...reason.field} />
      </form>
    </FormDialog>
  );
}

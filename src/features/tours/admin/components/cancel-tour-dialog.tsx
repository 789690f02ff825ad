import { tourCancellationSchema } from "@shared/schemas/tour-update";
import { CheckedTextDialog } from "@/components/ui/checked-text-dialog";
import { useCheckedText } from "@/hooks/use-checked-text";
import { toastOutcome } from "@/lib/mutation-toasts";
import { useUpdateTour } from "../api/update-tour";
import type { AdminTour } from "../types";

export interface CancelTourDialogProps {
  tour: Pick<AdminTour, "id" | "title" | "agreedAmount"> | null;
  partner: string;
  onClose: () => void;
}

/** Cancelling a tour, with a reason the partner is told. */
export function CancelTourDialog({ tour, partner, onClose }: CancelTourDialogProps) {
  const reason = useCheckedText();
  const update = useUpdateTour();

  const close = () => {
    reason.reset();
    onClose();
  };

  const submit = () => {
    if (!tour) return;
    const checked = reason.check(
      tourCancellationSchema.safeParse({ status: "cancelled", cancellationReason: reason.text }),
    );
    if (!checked) return;
    update.mutate(
      { tourId: tour.id, update: checked },
      toastOutcome({ success: "Tour cancelled.", failure: "Failed to cancel tour." }, close),
    );
  };

  return (
    <CheckedTextDialog
      open={tour !== null}
      onClose={close}
      title="Cancel Tour"
      description={tour ? `${tour.title} with ${partner}. The partner is told.` : undefined}
      submitLabel="Cancel Tour"
      pending={update.isPending}
      cancelLabel="Keep Tour"
      destructive
      label="Reason"
      text={reason}
      onSubmit={submit}
    />
  );
}

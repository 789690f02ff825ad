import { MONEY_LABELS } from "@shared/money-labels";
import {
  TOUR_UPDATE_MESSAGES,
  type TourUpdateInput,
  type TourUpdatePayload,
  tourCompletionSchema,
} from "@shared/schemas/tour-update";
import { useId, useState } from "react";
import { type FieldErrors, type Resolver, useForm } from "react-hook-form";
import { Dialog } from "@/components/ui/dialog";
import { ChoiceField, TextareaField } from "@/components/ui/form-fields";
import { NumberField } from "@/components/ui/number-field";
import { fieldProps } from "@/hooks/use-field-props";
import { ApiError } from "@/lib/api-client";
import { notifyError, notifySuccess } from "@/lib/toast";
import { errorMessage } from "@/utils/error-message";
import { formatMoney } from "@/utils/format";
import { useUpdateTour } from "../api/update-tour";
import type { AdminTour } from "../types";

interface CompletionValues {
  actualRevenue: string;
  rating: string;
  feedback: string;
}

const RATINGS = ["", "5", "4", "3", "2", "1"] as const;
const RATING_LABELS: Record<string, string> = {
  "": "No rating",
  "5": "5 stars",
  "4": "4 stars",
  "3": "3 stars",
  "2": "2 stars",
  "1": "1 star",
};

const resolver: Resolver<CompletionValues, unknown, TourUpdatePayload> = (values) => {
  const parsed = tourCompletionSchema.safeParse({
    status: "completed",
    actualRevenue: values.actualRevenue,
    rating: values.rating ? Number(values.rating) : undefined,
    feedback: values.feedback,
  });
  if (parsed.success) return { values: parsed.data, errors: {} };
  const errors: Record<string, { type: string; message: string }> = {};
  for (const issue of parsed.error.issues) {
    errors[String(issue.path[0])] ??= { type: issue.code, message: issue.message };
  }
  return { values: {}, errors: errors as FieldErrors<CompletionValues> };
};

export interface CompleteTourDialogProps {
  tour:
    | (Pick<AdminTour, "id" | "title" | "agreedAmount"> & Partial<Pick<AdminTour, "attendance">>)
    | null;
  partner: string;
  onClose: () => void;
}

/**
 * What the client's price means for this tour: beside an agreed amount it pays the partner
 * nothing (payouts owe the agreed amount); a tour with none pays the partner this figure.
 */
export function clientPriceHint(agreedAmount: string | null | undefined): string {
  return agreedAmount
    ? `What the client paid for the tour. The partner is paid the agreed amount, ${formatMoney(agreedAmount)}, whatever this says.`
    : "What the client paid for the tour. No bid was accepted, so this is also what the partner is paid.";
}

/**
 * Completing a tour: the client's price (required, not pre-filled: it is not the partner's
 * amount), a rating and feedback; when no guest was checked in, the admin confirms it first,
 * and the confirmation goes with the completion (complete_tour() refuses it otherwise, TP206).
 */
export function CompleteTourDialog({ tour, partner, onClose }: CompleteTourDialogProps) {
  const formId = useId();
  const update = useUpdateTour();
  const form = useForm<CompletionValues, unknown, TourUpdatePayload>({
    resolver,
    defaultValues: { actualRevenue: "", rating: "", feedback: "" },
  });
  const field = fieldProps(form);
  const noCheckIns = tour !== null && !tour.attendance?.checkedIn;
  const [confirmed, setConfirmed] = useState(false);
  const [confirmError, setConfirmError] = useState("");
  const close = () => {
    setConfirmed(false);
    setConfirmError("");
    form.reset();
    update.reset();
    onClose();
  };

  const submit = form.handleSubmit((payload) => {
    if (!tour) return;
    if (noCheckIns && !confirmed) return setConfirmError(TOUR_UPDATE_MESSAGES.confirmNoCheckIns);
    const completion = { ...payload, ...(noCheckIns ? { confirmNoCheckIns: true } : {}) };
    update.mutate(
      { tourId: tour.id, update: completion as TourUpdateInput },
      {
        onSuccess: () => {
          notifySuccess({ title: "Success", description: "Tour completed." });
          close();
        },
        onError: (error) => {
          notifyError({
            title: "Error",
            description: errorMessage(error, "Failed to complete tour."),
          });
          const fieldErrors = error instanceof ApiError ? error.fieldErrors : {};
          for (const name of ["actualRevenue", "rating", "feedback"] as const) {
            const message = fieldErrors[name]?.[0];
            if (message) form.setError(name, { message });
          }
        },
      },
    );
  });

  return (
    <Dialog
      open={tour !== null}
      onClose={close}
      title="Complete Tour"
      description={tour ? `${tour.title} with ${partner}` : undefined}
      actions={
        <>
          <button type="button" className="btn btn-ghost" onClick={close}>
            Cancel
          </button>
          <button
            type="submit"
            form={formId}
            className="btn btn-primary"
            disabled={update.isPending}
          >
            Complete Tour
          </button>
        </>
      }
    >
      <form id={formId} noValidate onSubmit={submit}>
        <NumberField
          label={MONEY_LABELS.clientPrice}
          hint={clientPriceHint(tour?.agreedAmount)}
          prefix="$"
          min={0}
          step={0.01}
          {...field("actualRevenue")}
        />
        <ChoiceField label="Rating" options={RATINGS} labels={RATING_LABELS} {...field("rating")} />
        <TextareaField label="Feedback" {...field("feedback")} />
        {noCheckIns ? (
          <div className="fieldset">
            <label className="flex cursor-pointer items-center gap-3 py-3 text-sm">
              <input
                type="checkbox"
                className="checkbox checkbox-primary checkbox-sm"
                checked={confirmed}
                aria-invalid={confirmError ? true : undefined}
                aria-describedby={confirmError ? `${formId}-confirm` : undefined}
                onChange={(event) => {
                  setConfirmed(event.target.checked);
                  setConfirmError("");
                }}
              />
              <span>{TOUR_UPDATE_MESSAGES.noCheckIns}</span>
            </label>
            {confirmError ? (
              <p id={`${formId}-confirm`} className="text-error text-sm" role="alert">
                {confirmError}
              </p>
            ) : null}
          </div>
        ) : null}
      </form>
    </Dialog>
  );
}

import { zodResolver } from "@hookform/resolvers/zod";
import type { AdminLicence } from "@shared/contracts/licences";
import {
  type LicenceReviewInput,
  type LicenceReviewPayload,
  licenceReviewSchema,
} from "@shared/schemas/licence";
import { useId } from "react";
import { useForm } from "react-hook-form";
import { FormDialog } from "@/components/ui/form-dialog";
import { FieldError } from "@/components/ui/text-field";

/** Rejecting a licence asks for the reason the partner is told. */
export function RejectLicenceDialog({
  licence,
  pending,
  onClose,
  onReject,
}: {
  licence: AdminLicence | null;
  pending: boolean;
  onClose: () => void;
  onReject: (reason: string) => Promise<void>;
}) {
  const formId = useId();
  const reasonId = useId();
  const form = useForm<LicenceReviewInput, unknown, LicenceReviewPayload>({
    resolver: zodResolver(licenceReviewSchema),
    defaultValues: { status: "rejected", rejectionReason: "" },
  });
  const error = form.formState.errors.rejectionReason?.message;
  const close = () => {
    form.reset();
    onClose();
  };
  const submit = form.handleSubmit(async (review) => {
    await onReject(review.rejectionReason ?? "");
    form.reset();
  });
  return (
    <FormDialog
      open={licence !== null}
      onClose={close}
      title="Reject licence"
      description={
        licence
          ? `${licence.state} licence ${licence.licenceNumber} of ${partnerName(licence)}`
          : ""
      }
      formId={formId}
      submitLabel="Reject"
      pending={pending}
    >
      <form id={formId} onSubmit={submit} noValidate aria-label="Reject licence">
        <div className="fieldset">
          <label htmlFor={reasonId} className="fieldset-legend">
            Reason
          </label>
          <textarea
            id={reasonId}
            rows={3}
            className={`textarea w-full ${error ? "textarea-error" : ""}`}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${reasonId}-error` : undefined}
            {...form.register("rejectionReason")}
          />
          <FieldError id={`${reasonId}-error`} message={error} />
        </div>
      </form>
    </FormDialog>
  );
}

export function partnerName(licence: AdminLicence) {
  return licence.partner.businessName || licence.partner.name || licence.partner.email;
}

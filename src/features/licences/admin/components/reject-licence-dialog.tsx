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
import { TextareaField } from "@/components/ui/form-fields";

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
        <TextareaField
          label="Reason"
          registration={form.register("rejectionReason")}
          error={error}
        />
      </form>
    </FormDialog>
  );
}

export function partnerName(licence: AdminLicence) {
  return licence.partner.businessName || licence.partner.name || licence.partner.email;
}

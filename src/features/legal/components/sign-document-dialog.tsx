import { zodResolver } from "@hookform/resolvers/zod";
import { signerFullName } from "@shared/signature";
import { useForm } from "react-hook-form";
import { Dialog } from "@/components/ui/dialog";
import { ExternalLinkIcon } from "@/components/ui/icons";
import { FieldError, TextField } from "@/components/ui/text-field";
import { fieldProps } from "@/hooks/use-field-props";
import { fieldErrorsOf } from "@/lib/api-error";
import { useCurrentUser } from "@/lib/current-user";
import { notifyError, notifySuccess } from "@/lib/toast";
import { errorMessage } from "@/utils/error-message";
import { showServerFieldErrors } from "@/utils/server-field-errors";
import { useCreateAgreement } from "../api/create-agreement";
import { DOCUMENT_TYPE_LABELS, type PendingDocument } from "../types";
import {
  type AgreementFormValues,
  agreementFormSchema,
  attestationText,
} from "./agreement-form-schema";

export interface SignDocumentDialogProps {
  document: PendingDocument;
  onClose: () => void;
}

/** One document's text and PDF, signed with a typed name and/or an attestation checkbox. */
export function SignDocumentDialog({ document, onClose }: SignDocumentDialogProps) {
  const createAgreement = useCreateAgreement();
  const signer = useCurrentUser().data ?? undefined;
  const fullName = signer ? signerFullName(signer) : null;
  const form = useForm<AgreementFormValues>({
    resolver: zodResolver(agreementFormSchema(document, signer)),
    defaultValues: { signatureData: "", attested: false },
  });
  const { errors } = form.formState;
  const field = fieldProps(form);
  const formId = `sign-${document.id}`;

  const submit = form.handleSubmit(async (values) => {
    try {
      if (document.needsSignature) {
        await createAgreement.mutateAsync({
          documentId: document.id,
          agreementType: "signature",
          signatureData: values.signatureData.trim(),
        });
      }
      if (document.needsAttestation) {
        await createAgreement.mutateAsync({
          documentId: document.id,
          agreementType: "attestation",
          attestationText: attestationText(document),
        });
      }
      notifySuccess({
        title: "Document signed",
        description: `Thank you: ${document.title} is on file.`,
      });
      onClose();
    } catch (error) {
      showServerFieldErrors(form, fieldErrorsOf(error));
      notifyError({
        title: "Error",
        description: errorMessage(error, "Failed to sign the document. Please try again."),
      });
    }
  });

  const action = document.needsSignature ? "Sign document" : "Confirm";
  return (
    <Dialog
      open
      size="lg"
      onClose={onClose}
      title={document.title}
      description={`${DOCUMENT_TYPE_LABELS[document.documentType] ?? document.documentType} · version ${document.version}`}
      actions={
        <>
          <button type="button" className="btn btn-ghost" onClick={onClose}>
            Cancel
          </button>
          <button
            type="submit"
            form={formId}
            className="btn btn-primary"
            disabled={createAgreement.isPending}
          >
            {createAgreement.isPending ? (
              <span className="loading loading-spinner loading-sm" aria-hidden="true" />
            ) : null}
            {action}
          </button>
        </>
      }
    >
      {document.pdfUrl ? (
        <a
          className="btn btn-outline btn-sm mb-4"
          href={document.pdfUrl}
          target="_blank"
          rel="noopener noreferrer"
        >
          View PDF
          <ExternalLinkIcon className="size-4" />
          <span className="sr-only"> (opens in a new tab)</span>
        </a>
      ) : null}
      {document.content ? (
        <div className="max-h-72 overflow-y-auto rounded-box border border-base-300 bg-base-200/50 p-4 text-sm whitespace-pre-wrap">
          {document.content}
        </div>
      ) : (
        <p className="text-sm text-base-content/75">This document is available as a PDF only.</p>
      )}
      <form id={formId} onSubmit={submit} noValidate className="mt-4 flex flex-col gap-2">
        {document.needsAttestation ? (
          <div className="fieldset">
            <label className="flex cursor-pointer items-start gap-3 text-sm">
              <input
                type="checkbox"
                className="checkbox checkbox-primary checkbox-sm mt-0.5 rounded-[0.25rem]"
                aria-invalid={errors.attested ? true : undefined}
                aria-describedby={errors.attested ? `${formId}-attest-error` : undefined}
                {...form.register("attested")}
              />
              <span>{attestationText(document)}</span>
            </label>
            <FieldError id={`${formId}-attest-error`} message={errors.attested?.message} />
          </div>
        ) : null}
        {document.needsSignature ? (
          <TextField
            label="Type your full name to sign"
            autoComplete="name"
            hint={
              fullName
                ? `As on your profile: ${fullName}. Typing your name is your electronic signature.`
                : "Typing your name is your electronic signature."
            }
            {...field("signatureData")}
          />
        ) : null}
      </form>
    </Dialog>
  );
}

import { LEGAL_DOCUMENT_TYPES, type LegalDocumentPayload } from "@shared/schemas/legal-document";
import { useId } from "react";
import { useForm } from "react-hook-form";
import { SelectField } from "@/components/ui/select-field";
import { FieldError, TextField } from "@/components/ui/text-field";
import { ToggleField } from "@/components/ui/toggle-field";
import { showServerFieldErrors } from "@/utils/server-field-errors";
import { DOCUMENT_TYPE_LABELS } from "../labels";
import type { AdminLegalDocument } from "../types";
import {
  documentDefaults,
  type LegalDocumentFormValues,
  legalDocumentResolver,
} from "./document-form-values";
import { PdfFileInput } from "./pdf-file-input";

export interface LegalDocumentFormProps {
  /** The form's id, for the dialog's submit button outside it. */
  id: string;
  /** The document to edit; null to create one. */
  document: AdminLegalDocument | null;
  /** Saves the payload; answers the server's messages per field when it refused it. */
  onSubmit: (payload: LegalDocumentPayload) => Promise<Record<string, string[]> | undefined>;
}

/** SPEC §5 "Legal document form": a PDF, the text or both, checked before it is sent. */
export function LegalDocumentForm({ id, document, onSubmit }: LegalDocumentFormProps) {
  const form = useForm<LegalDocumentFormValues, unknown, LegalDocumentPayload>({
    resolver: legalDocumentResolver(document),
    defaultValues: documentDefaults(document),
  });
  const { errors } = form.formState;
  const contentId = useId();
  const expiryId = useId();

  const submit = form.handleSubmit(async (payload) => {
    showServerFieldErrors(form, await onSubmit(payload));
  });

  return (
    <form
      id={id}
      onSubmit={submit}
      noValidate
      aria-label={document ? "Edit document" : "New document"}
    >
      <TextField
        label="Title"
        registration={form.register("title")}
        error={errors.title?.message}
      />
      <div className="grid gap-x-4 sm:grid-cols-2">
        <SelectField
          label="Document type"
          placeholder="Select a document type"
          options={LEGAL_DOCUMENT_TYPES}
          optionLabels={DOCUMENT_TYPE_LABELS}
          registration={form.register("documentType")}
          error={errors.documentType?.message}
        />
        <TextField
          label="Version"
          registration={form.register("version")}
          error={errors.version?.message}
        />
      </div>
      <PdfFileInput
        storedFileName={document?.pdfFileName}
        error={errors.pdfFile?.message}
        onChange={(file) =>
          form.setValue("pdfFile", file, { shouldValidate: true, shouldDirty: true })
        }
      />
      <div className="fieldset">
        <label htmlFor={contentId} className="fieldset-legend">
          Document text
        </label>
        <textarea
          id={contentId}
          rows={6}
          className={`textarea w-full ${errors.content ? "textarea-error" : ""}`}
          aria-invalid={errors.content ? true : undefined}
          aria-describedby={errors.content ? `${contentId}-error` : undefined}
          {...form.register("content")}
        />
        <FieldError id={`${contentId}-error`} message={errors.content?.message} />
      </div>
      <div className="fieldset">
        <label htmlFor={expiryId} className="fieldset-legend">
          Expiry date (optional)
        </label>
        <input
          id={expiryId}
          type="date"
          className={`input w-full ${errors.expiresAt ? "input-error" : ""}`}
          aria-invalid={errors.expiresAt ? true : undefined}
          aria-describedby={errors.expiresAt ? `${expiryId}-error` : undefined}
          {...form.register("expiresAt")}
        />
        <FieldError id={`${expiryId}-error`} message={errors.expiresAt?.message} />
      </div>
      <div className="mt-3 grid gap-2">
        <ToggleField
          label="Active"
          hint="Partners see it and can agree to it."
          registration={form.register("isActive")}
        />
        <ToggleField
          label="Requires e-signature"
          hint="Partners sign by typing their full name."
          registration={form.register("requiresSignature")}
        />
        <ToggleField
          label="Requires attestation"
          hint="Partners confirm they have read it."
          registration={form.register("requiresAttestation")}
        />
      </div>
    </form>
  );
}

import { LEGAL_DOCUMENT_TYPES, type LegalDocumentPayload } from "@shared/schemas/legal-document";
import { TextareaField } from "@/components/ui/form-fields";
import { SelectField } from "@/components/ui/select-field";
import { TextField } from "@/components/ui/text-field";
import { ToggleField } from "@/components/ui/toggle-field";
import { type DialogFormProps, useDialogForm } from "@/hooks/use-dialog-form";
import { fieldProps } from "@/hooks/use-field-props";
import { DOCUMENT_TYPE_LABELS } from "../labels";
import type { AdminLegalDocument } from "../types";
import {
  documentDefaults,
  type LegalDocumentFormValues,
  legalDocumentResolver,
} from "./document-form-values";
import { PdfFileInput } from "./pdf-file-input";

export interface LegalDocumentFormProps extends DialogFormProps<LegalDocumentPayload> {
  /** The document to edit; null to create one. */
  document: AdminLegalDocument | null;
}

/** product §5 "Legal document form": a PDF, the text or both, checked before it is sent. */
export function LegalDocumentForm({ id, document, onSubmit }: LegalDocumentFormProps) {
  const { form, submit } = useDialogForm<LegalDocumentFormValues, LegalDocumentPayload>(
    { resolver: legalDocumentResolver(document), defaultValues: documentDefaults(document) },
    onSubmit,
  );
  const { errors } = form.formState;
  const field = fieldProps(form);

  return (
    <form
      id={id}
      onSubmit={submit}
      noValidate
      aria-label={document ? "Edit document" : "New document"}
    >
      <TextField label="Title" {...field("title")} />
      <div className="grid gap-x-4 sm:grid-cols-2">
        <SelectField
          label="Document type"
          placeholder="Select a document type"
          options={LEGAL_DOCUMENT_TYPES}
          optionLabels={DOCUMENT_TYPE_LABELS}
          {...field("documentType")}
        />
        <TextField label="Version" {...field("version")} />
      </div>
      <PdfFileInput
        storedFileName={document?.pdfFileName}
        error={errors.pdfFile?.message}
        onChange={(file) =>
          form.setValue("pdfFile", file, { shouldValidate: true, shouldDirty: true })
        }
      />
      <TextareaField label="Document text" rows={6} wide={false} {...field("content")} />
      <TextField label="Expiry date (optional)" type="date" {...field("expiresAt")} />
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

import { LEGAL_DOCUMENT_TYPES, type LegalDocumentPayload } from "@shared/schemas/legal-document";
import { useForm } from "react-hook-form";
import { TextareaField } from "@/components/ui/form-fields";
import { SelectField } from "@/components/ui/select-field";
import { TextField } from "@/components/ui/text-field";
import { ToggleField } from "@/components/ui/toggle-field";
import { fieldProps } from "@/hooks/use-field-props";
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
  const field = fieldProps(form);

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

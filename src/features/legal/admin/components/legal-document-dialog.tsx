import { useId } from "react";
import { FormDialog } from "@/components/ui/form-dialog";
import { createOrUpdateSave } from "@/lib/admin-change";
import { useCreateLegalDocument } from "../api/create-legal-document";
import { useUpdateLegalDocument } from "../api/update-legal-document";
import type { AdminLegalDocument } from "../types";
import { LegalDocumentForm } from "./legal-document-form";

export interface LegalDocumentDialogProps {
  open: boolean;
  /** The document to edit; null to add one. */
  document: AdminLegalDocument | null;
  onClose: () => void;
}

/** Create and Edit: the form, sent as multipart, with the toasts of product §8. */
export function LegalDocumentDialog({ open, document, onClose }: LegalDocumentDialogProps) {
  const formId = useId();
  const create = useCreateLegalDocument();
  const update = useUpdateLegalDocument();
  const { save, pending } = createOrUpdateSave(
    "Legal document",
    document,
    { create, update },
    onClose,
  );

  return (
    <FormDialog
      open={open}
      size="lg"
      title={document ? "Edit Legal Document" : "Create Legal Document"}
      description="Upload a PDF, enter the document text, or both."
      onClose={onClose}
      formId={formId}
      pending={pending}
      submitLabel={document ? "Update Document" : "Create Document"}
    >
      <LegalDocumentForm
        key={document?.id ?? "new"}
        id={formId}
        document={document}
        onSubmit={save}
      />
    </FormDialog>
  );
}

import type { LegalDocumentPayload } from "@shared/schemas/legal-document";
import { useId } from "react";
import { FormDialog } from "@/components/ui/form-dialog";
import { runAdminChange } from "@/lib/admin-change";
import { fieldErrorsOf } from "@/lib/api-error";
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

/** Create and Edit: the form, sent as multipart, with the toasts of SPEC §8. */
export function LegalDocumentDialog({ open, document, onClose }: LegalDocumentDialogProps) {
  const formId = useId();
  const create = useCreateLegalDocument();
  const update = useUpdateLegalDocument();
  const pending = create.isPending || update.isPending;
  const verb = document ? "update" : "create";

  const save = async (payload: LegalDocumentPayload) => {
    const outcome = await runAdminChange(
      () =>
        document ? update.mutateAsync({ id: document.id, payload }) : create.mutateAsync(payload),
      {
        success: `Legal document ${verb}d successfully!`,
        failure: `Failed to ${verb} legal document.`,
      },
    );
    if (!outcome.ok) return fieldErrorsOf(outcome.error);
    onClose();
    return undefined;
  };

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

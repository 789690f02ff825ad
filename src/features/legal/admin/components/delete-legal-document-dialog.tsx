import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { runAdminChange } from "@/lib/admin-change";
import { useDeleteLegalDocument } from "../api/delete-legal-document";
import type { AdminLegalDocument } from "../types";

export interface DeleteLegalDocumentDialogProps {
  /** The document to delete; null keeps the dialog closed. */
  document: AdminLegalDocument | null;
  onClose: () => void;
}

/** Deleting asks first; the PDF and the agreements to the document go with it. */
export function DeleteLegalDocumentDialog({ document, onClose }: DeleteLegalDocumentDialogProps) {
  const remove = useDeleteLegalDocument();

  const confirm = async () => {
    if (!document) return;
    const outcome = await runAdminChange(() => remove.mutateAsync(document.id), {
      success: "Legal document deleted successfully!",
      failure: "Failed to delete legal document.",
    });
    if (outcome.ok) onClose();
  };

  const agreements = document?.agreementCount ?? 0;
  return (
    <ConfirmDialog
      open={document !== null}
      title="Delete Legal Document"
      confirmLabel="Delete Document"
      danger
      pending={remove.isPending}
      onConfirm={confirm}
      onClose={onClose}
    >
      <p>
        Are you sure you want to delete <strong>{document?.title}</strong>? Its PDF
        {agreements > 0
          ? ` and the ${agreements} ${agreements === 1 ? "agreement" : "agreements"} to it`
          : ""}{" "}
        will be removed too. This cannot be undone.
      </p>
    </ConfirmDialog>
  );
}

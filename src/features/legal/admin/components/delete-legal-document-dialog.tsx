import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { notifyError, notifySuccess } from "@/lib/toast";
import { failureMessage } from "@/utils/error-message";
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
    try {
      await remove.mutateAsync(document.id);
    } catch (error) {
      notifyError({
        title: "Error",
        description: failureMessage(error, "Failed to delete legal document."),
      });
      return;
    }
    notifySuccess({ title: "Success", description: "Legal document deleted successfully!" });
    onClose();
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

import { DeleteDialog } from "@/components/ui/delete-dialog";
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
  const agreements = document?.agreementCount ?? 0;
  return (
    <DeleteDialog
      item={document}
      title="Delete Legal Document"
      confirmLabel="Delete Document"
      texts={{
        success: "Legal document deleted successfully!",
        failure: "Failed to delete legal document.",
      }}
      remove={(doomed) => remove.mutateAsync(doomed.id)}
      pending={remove.isPending}
      onClose={onClose}
    >
      <p>
        Are you sure you want to delete <strong>{document?.title}</strong>? Its PDF
        {agreements > 0
          ? ` and the ${agreements} ${agreements === 1 ? "agreement" : "agreements"} to it`
          : ""}{" "}
        will be removed too. This cannot be undone.
      </p>
    </DeleteDialog>
  );
}

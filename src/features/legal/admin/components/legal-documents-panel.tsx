import { useState } from "react";
import { QueryState } from "@/components/ui/query-state";
import { useCreateOrEditDialog } from "@/hooks/use-create-or-edit-dialog";
import { useLegalDocuments } from "../api/get-legal-documents";
import type { AdminLegalDocument } from "../types";
import { DeleteLegalDocumentDialog } from "./delete-legal-document-dialog";
import { LegalDocumentCard } from "./legal-document-card";
import { LegalDocumentDialog } from "./legal-document-dialog";
import { LegalDocumentStats } from "./legal-document-stats";
import { LegalDocumentViewDialog } from "./legal-document-view-dialog";

/** Signed PDF links last 10 minutes: older ones are renewed before the View dialog offers them. */
const LINK_RENEW_AFTER_MS = 8 * 60 * 1000;

/** The Legal Documents tab: figures, the documents, and their dialogs. */
export function LegalDocumentsPanel() {
  const documents = useLegalDocuments();
  const [viewingId, setViewingId] = useState<string | null>(null);
  const editing = useCreateOrEditDialog<AdminLegalDocument>();
  const [deleting, setDeleting] = useState<AdminLegalDocument | null>(null);
  const list = documents.data ?? [];
  const viewing = list.find((document) => document.id === viewingId) ?? null;

  const view = (document: AdminLegalDocument) => {
    setViewingId(document.id);
    if (Date.now() - documents.dataUpdatedAt > LINK_RENEW_AFTER_MS) void documents.refetch();
  };

  return (
    <div className="grid gap-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-xl font-semibold">Legal Documents</h2>
        <button type="button" className="btn btn-primary" onClick={editing.create}>
          Create Document
        </button>
      </div>
      <QueryState
        isPending={documents.isPending}
        error={documents.error}
        onRetry={() => void documents.refetch()}
        label="Loading legal documents..."
      >
        <LegalDocumentStats documents={list} />
        {list.length === 0 ? (
          <div className="card bg-base-100 shadow-sm">
            <p className="card-body items-center text-center text-base-content/75">
              No legal documents yet. Create the first one for partners to sign.
            </p>
          </div>
        ) : (
          <div className="grid gap-4 lg:grid-cols-2">
            {list.map((document) => (
              <LegalDocumentCard
                key={document.id}
                document={document}
                onView={view}
                onEdit={editing.edit}
                onDelete={setDeleting}
              />
            ))}
          </div>
        )}
      </QueryState>
      <LegalDocumentViewDialog
        document={viewing}
        refreshingLink={documents.isFetching}
        onClose={() => setViewingId(null)}
      />
      <LegalDocumentDialog open={editing.open} document={editing.item} onClose={editing.close} />
      <DeleteLegalDocumentDialog document={deleting} onClose={() => setDeleting(null)} />
    </div>
  );
}

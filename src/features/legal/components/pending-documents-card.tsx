import { useState } from "react";
import { QueryState } from "@/components/ui/query-state";
import { usePendingDocuments } from "../api/get-pending-documents";
import { DOCUMENT_TYPE_LABELS } from "../types";
import { SignDocumentDialog } from "./sign-document-dialog";

export const DOCUMENTS_CARD_ID = "documents-to-sign";

/** The documents still to sign or attest, each opening its signing dialog; none, no card. */
export function PendingDocumentsCard() {
  const pending = usePendingDocuments();
  const [openId, setOpenId] = useState<string | null>(null);
  const documents = pending.data ?? [];
  const open = documents.find((document) => document.id === openId);
  if (!pending.error && documents.length === 0) return null;
  return (
    <section
      id={DOCUMENTS_CARD_ID}
      tabIndex={-1}
      className="card border border-warning/40 bg-base-100 shadow-sm outline-none"
      aria-labelledby="documents-to-sign-heading"
    >
      <div className="card-body gap-3 p-5">
        <h2 id="documents-to-sign-heading" className="card-title text-lg">
          Documents to sign
        </h2>
        <QueryState isPending={false} error={pending.error} onRetry={() => void pending.refetch()}>
          <ul className="flex flex-col gap-2">
            {documents.map((document) => (
              <li
                key={document.id}
                className="flex flex-col gap-2 rounded-box border border-base-300 p-3"
              >
                <div className="min-w-0">
                  <p className="font-medium break-words">{document.title}</p>
                  <p className="text-xs text-base-content/75">
                    {DOCUMENT_TYPE_LABELS[document.documentType] ?? document.documentType} · version{" "}
                    {document.version} · {document.needsSignature ? "signature" : "attestation"}
                    {document.needsSignature && document.needsAttestation ? " and attestation" : ""}
                  </p>
                </div>
                <button
                  type="button"
                  className="btn btn-sm btn-primary self-start"
                  onClick={() => setOpenId(document.id)}
                >
                  {document.needsSignature ? "Review and sign" : "Review and confirm"}
                  <span className="sr-only"> {document.title}</span>
                </button>
              </li>
            ))}
          </ul>
        </QueryState>
      </div>
      {open ? (
        <SignDocumentDialog key={open.id} document={open} onClose={() => setOpenId(null)} />
      ) : null}
    </section>
  );
}

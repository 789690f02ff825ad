import { EditDeleteButtons } from "@/components/ui/edit-delete-buttons";
import { formatDate } from "@/utils/format";
import { DOCUMENT_TYPE_DESCRIPTIONS, DOCUMENT_TYPE_LABELS } from "../labels";
import type { AdminLegalDocument } from "../types";
import { DocumentBadges } from "./document-badges";

export interface LegalDocumentCardProps {
  document: AdminLegalDocument;
  onView: (document: AdminLegalDocument) => void;
  onEdit: (document: AdminLegalDocument) => void;
  onDelete: (document: AdminLegalDocument) => void;
}

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? "" : "s"}`;

/** One document as product §2 lists it, with View, Edit and Delete. */
export function LegalDocumentCard({ document, onView, onEdit, onDelete }: LegalDocumentCardProps) {
  return (
    <article className="card bg-base-100 shadow-sm" aria-labelledby={`document-${document.id}`}>
      <div className="card-body gap-3 p-4 sm:p-6">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <div className="min-w-0">
            <h3 id={`document-${document.id}`} className="card-title break-words">
              {document.title}
            </h3>
            <p className="text-sm text-base-content/75">
              Version {document.version} · {DOCUMENT_TYPE_DESCRIPTIONS[document.documentType]}
            </p>
          </div>
          <span
            className={`badge badge-sm ${document.isActive ? "badge-success" : "badge-neutral"}`}
          >
            {document.isActive ? "Active" : "Inactive"}
          </span>
        </div>
        <dl className="grid grid-cols-2 gap-x-4 gap-y-1 text-sm sm:grid-cols-4">
          <div>
            <dt className="text-base-content/70">Type</dt>
            <dd className="font-medium">{DOCUMENT_TYPE_LABELS[document.documentType]}</dd>
          </div>
          <div>
            <dt className="text-base-content/70">Agreements</dt>
            <dd className="font-medium">{plural(document.agreementCount, "agreement")}</dd>
          </div>
          <div>
            <dt className="text-base-content/70">Created</dt>
            <dd className="font-medium">{formatDate(document.createdAt)}</dd>
          </div>
          <div>
            <dt className="text-base-content/70">Expires</dt>
            <dd className="font-medium">
              {document.expiresAt ? formatDate(document.expiresAt) : "Never"}
            </dd>
          </div>
        </dl>
        <DocumentBadges document={document} />
        <div className="card-actions justify-end">
          <button
            type="button"
            className="btn btn-sm btn-outline"
            aria-label={`View ${document.title}`}
            onClick={() => onView(document)}
          >
            View
          </button>
          <EditDeleteButtons
            name={document.title}
            onEdit={() => onEdit(document)}
            onDelete={() => onDelete(document)}
          />
        </div>
      </div>
    </article>
  );
}

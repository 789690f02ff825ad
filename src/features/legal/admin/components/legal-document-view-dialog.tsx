import { useId } from "react";
import { Dialog } from "@/components/ui/dialog";
import { formatDate } from "@/utils/format";
import { DOCUMENT_TYPE_DESCRIPTIONS, DOCUMENT_TYPE_LABELS } from "../labels";
import type { AdminLegalDocument } from "../types";
import { DocumentBadges } from "./document-badges";
import { pdfDownloadUrl } from "./pdf-download-url";

export interface LegalDocumentViewDialogProps {
  /** The document to show; null keeps the dialog closed. */
  document: AdminLegalDocument | null;
  /** While its signed PDF link is being renewed. */
  refreshingLink: boolean;
  onClose: () => void;
}

const yesNo = (value: boolean) => (value ? "Required" : "Not required");

/** product §2 view dialog: download the PDF, the text, type, version, flags, created and expiry. */
export function LegalDocumentViewDialog({
  document,
  refreshingLink,
  onClose,
}: LegalDocumentViewDialogProps) {
  const textHeadingId = useId();
  return (
    <Dialog
      open={document !== null}
      size="lg"
      title={document?.title ?? ""}
      description={document ? DOCUMENT_TYPE_DESCRIPTIONS[document.documentType] : null}
      onClose={onClose}
    >
      {document ? (
        <div className="grid gap-4">
          <dl className="grid grid-cols-2 gap-x-4 gap-y-2 text-sm sm:grid-cols-3">
            {[
              ["Type", DOCUMENT_TYPE_LABELS[document.documentType]],
              ["Version", document.version],
              ["Status", document.isActive ? "Active" : "Inactive"],
              ["E-Signature", yesNo(document.requiresSignature)],
              ["Attestation", yesNo(document.requiresAttestation)],
              ["Agreements", String(document.agreementCount)],
              ["Created", formatDate(document.createdAt)],
              ["Expires", document.expiresAt ? formatDate(document.expiresAt) : "Never"],
            ].map(([term, value]) => (
              <div key={term}>
                <dt className="text-base-content/70">{term}</dt>
                <dd className="font-medium">{value}</dd>
              </div>
            ))}
          </dl>
          <DocumentBadges document={document} />
          {document.pdfUrl ? (
            refreshingLink ? (
              <p role="status" className="flex items-center gap-2 text-sm">
                <span className="loading loading-spinner loading-sm" aria-hidden="true" />
                Preparing the PDF link...
              </p>
            ) : (
              <a
                className="btn btn-primary w-full sm:w-fit"
                href={pdfDownloadUrl(document.pdfUrl, document.pdfFileName)}
                download={document.pdfFileName ?? true}
              >
                Download PDF
              </a>
            )
          ) : null}
          <section aria-labelledby={textHeadingId}>
            <h3 id={textHeadingId} className="mb-2 font-semibold">
              Document text
            </h3>
            {document.content ? (
              <div className="max-h-72 overflow-y-auto rounded-box bg-base-200 p-4 text-sm whitespace-pre-wrap break-words">
                {document.content}
              </div>
            ) : (
              <p className="text-sm text-base-content/75">
                No text content: this document is its PDF.
              </p>
            )}
          </section>
        </div>
      ) : null}
    </Dialog>
  );
}

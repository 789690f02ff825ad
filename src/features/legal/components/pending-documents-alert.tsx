import { usePendingDocuments } from "../api/get-pending-documents";
import { DOCUMENTS_CARD_ID } from "./pending-documents-card";

/** A line at the top of the page when documents wait for the partner's signature. */
export function PendingDocumentsAlert() {
  const { data } = usePendingDocuments();
  const count = data?.length ?? 0;
  if (count === 0) return null;
  return (
    <div role="status" className="alert alert-warning mb-6 flex flex-wrap justify-between">
      <span>
        {count === 1 ? "1 document needs" : `${count} documents need`} your signature or
        confirmation.
      </span>
      <a
        href={`#${DOCUMENTS_CARD_ID}`}
        className="btn btn-sm"
        onClick={(event) => {
          event.preventDefault();
          const card = document.getElementById(DOCUMENTS_CARD_ID);
          card?.scrollIntoView({ behavior: "smooth", block: "start" });
          card?.focus({ preventScroll: true });
        }}
      >
        Review documents
      </a>
    </div>
  );
}

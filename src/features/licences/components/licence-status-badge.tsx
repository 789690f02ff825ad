import type { Licence } from "@shared/contracts/licences";
import { LICENCE_STATUS_LABELS } from "../labels";

const CLASSES = {
  pending: "badge-warning",
  approved: "badge-success",
  rejected: "badge-error",
} as const;

/** The review's outcome; an approved licence past its date reads "Expired". */
export function LicenceStatusBadge({
  licence,
}: {
  licence: Pick<Licence, "status" | "isCurrent">;
}) {
  if (licence.status === "approved" && !licence.isCurrent) {
    return <span className="badge badge-error badge-sm">Expired</span>;
  }
  return (
    <span className={`badge badge-sm ${CLASSES[licence.status]}`}>
      {LICENCE_STATUS_LABELS[licence.status]}
    </span>
  );
}

import type { AdminLegalDocument } from "../types";

/** The flags of product §2: E-Signature Required, Attestation Required, PDF Available. */
export function DocumentBadges({ document }: { document: AdminLegalDocument }) {
  const badges = [
    document.requiresSignature ? "E-Signature Required" : null,
    document.requiresAttestation ? "Attestation Required" : null,
    document.pdfPath ? "PDF Available" : null,
  ].filter((badge): badge is string => badge !== null);
  if (badges.length === 0) return null;
  return (
    <ul className="flex flex-wrap gap-2" aria-label="Requirements">
      {badges.map((badge) => (
        <li key={badge} className="badge badge-soft badge-primary badge-sm h-auto py-0.5">
          {badge}
        </li>
      ))}
    </ul>
  );
}

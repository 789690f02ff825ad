import { formatDate } from "@/utils/format";
import type { AdminAgreement } from "../types";

/** Who agreed as product §2 names them: the name, else the e-mail, else "User {id}". */
export function signerName(agreement: AdminAgreement) {
  return agreement.userName || agreement.userEmail || `User ${agreement.userId}`;
}

const TYPE_LABELS: Record<AdminAgreement["agreementType"], string> = {
  signature: "Signature",
  attestation: "Attestation",
};

/** One agreement: signer, document and version, how and when, whether it still holds. */
export function AgreementRow({ agreement }: { agreement: AdminAgreement }) {
  const how = agreement.agreementType === "signature" ? "E-Signed" : "Attested";
  return (
    <li className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center sm:justify-between">
      <div className="min-w-0">
        <p className="font-semibold break-words">{signerName(agreement)}</p>
        <p className="text-sm break-words text-base-content/75">
          {agreement.documentTitle} · v{agreement.documentVersion}
        </p>
        <p className="text-sm">
          {how} {formatDate(agreement.signedAt)}
        </p>
      </div>
      <div className="flex shrink-0 flex-wrap gap-2">
        <span className="badge badge-outline badge-sm">{TYPE_LABELS[agreement.agreementType]}</span>
        <span className={`badge badge-sm ${agreement.isValid ? "badge-success" : "badge-error"}`}>
          {agreement.isValid ? "Valid" : "Invalid"}
        </span>
      </div>
    </li>
  );
}

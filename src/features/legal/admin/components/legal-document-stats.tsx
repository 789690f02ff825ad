import { StatCard } from "@/components/ui/stat-card";
import type { AdminLegalDocument } from "../types";

/** product §2: Total Documents, Active Documents, Require E-Signature, Total Agreements. */
export function LegalDocumentStats({ documents }: { documents: readonly AdminLegalDocument[] }) {
  const count = (test: (document: AdminLegalDocument) => boolean) => documents.filter(test).length;
  const agreements = documents.reduce((sum, document) => sum + document.agreementCount, 0);
  return (
    <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
      <StatCard label="Total Documents" value={documents.length} />
      <StatCard label="Active Documents" value={count((document) => document.isActive)} />
      <StatCard
        label="Require E-Signature"
        value={count((document) => document.requiresSignature)}
      />
      <StatCard label="Total Agreements" value={agreements} detail="Signed or attested" />
    </div>
  );
}

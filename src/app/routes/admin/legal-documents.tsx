import { LegalDocumentsManager } from "@/features/legal/admin/components/legal-documents-manager";

/** Legal Document Management (/admin/legal-documents): product §2. */
export function AdminLegalDocumentsRoute() {
  return (
    <>
      <title>Legal Documents · Tour Partner Portal</title>
      <LegalDocumentsManager />
    </>
  );
}

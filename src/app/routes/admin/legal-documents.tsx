/** Legal Document Management (/admin/legal-documents): SPEC §2. */
export function AdminLegalDocumentsRoute() {
  return (
    <>
      <title>Legal Documents · Tour Partner Portal</title>
      <h1 className="text-3xl font-bold">Legal Document Management</h1>
    </>
  );
}

/** Admin opportunities (/admin/opportunities): SPEC §2. */
export function AdminOpportunitiesRoute() {
  return (
    <>
      <title>Opportunity Management · Tour Partner Portal</title>
      <h1 className="text-3xl font-bold">Opportunity Management</h1>
    </>
  );
}

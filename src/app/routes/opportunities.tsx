/** Opportunities (/opportunities): SPEC §2; the list comes with the opportunities feature. */
export function OpportunitiesRoute() {
  return (
    <>
      <title>Opportunities · Tour Partner Portal</title>
      <h1 className="text-3xl font-bold">Opportunities</h1>
    </>
  );
}

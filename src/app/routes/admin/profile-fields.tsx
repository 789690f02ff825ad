/** Profile Fields Editor (/admin/profile-fields): SPEC §2. */
export function AdminProfileFieldsRoute() {
  return (
    <>
      <title>Profile Fields · Tour Partner Portal</title>
      <h1 className="text-3xl font-bold">Profile Fields Editor</h1>
    </>
  );
}

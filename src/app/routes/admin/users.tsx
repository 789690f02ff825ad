/** Admin user management (/admin/users): SPEC §2. */
export function AdminUsersRoute() {
  return (
    <>
      <title>Users · Tour Partner Portal</title>
      <h1 className="text-3xl font-bold">User Management</h1>
    </>
  );
}

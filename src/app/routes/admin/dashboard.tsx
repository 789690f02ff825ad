/** Admin dashboard (/admin): SPEC §2; comes with the admin features. */
export function AdminDashboardRoute() {
  return (
    <>
      <title>Admin · Tour Partner Portal</title>
      <h1 className="text-3xl font-bold">Admin Dashboard</h1>
    </>
  );
}

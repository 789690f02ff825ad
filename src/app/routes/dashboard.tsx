/** Dashboard (/): SPEC §2; its cards come with the dashboard feature. */
export function DashboardRoute() {
  return (
    <>
      <title>Dashboard · Tour Partner Portal</title>
      <h1 className="text-3xl font-bold">Welcome back!</h1>
    </>
  );
}

/** Support inbox (/admin/support): admins answer partners as the Support Agent. */
export function AdminSupportRoute() {
  return (
    <>
      <title>Support Inbox · Tour Partner Portal</title>
      <h1 className="text-3xl font-bold">Support Inbox</h1>
    </>
  );
}

/** Calendar Integration (/admin/calendar): linked from the admin dashboard (SPEC §2). */
export function AdminCalendarRoute() {
  return (
    <>
      <title>Calendar Integration · Tour Partner Portal</title>
      <h1 className="text-3xl font-bold">Calendar Integration</h1>
    </>
  );
}

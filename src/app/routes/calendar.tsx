/** Calendar (/calendar): SPEC §2; the month grid comes with the calendar feature. */
export function CalendarRoute() {
  return (
    <>
      <title>Calendar · Tour Partner Portal</title>
      <h1 className="text-3xl font-bold">Calendar</h1>
    </>
  );
}

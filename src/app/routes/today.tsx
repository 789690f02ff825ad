import { TodayAgenda } from "@/features/tours/components/today-agenda";

/** Today (/today): the partner's tours of today and tomorrow, for the day at the farm gate. */
export function TodayRoute() {
  return (
    <>
      <title>Today · Tour Partner Portal</title>
      <h1 className="mb-6 text-3xl font-bold">Today</h1>
      <TodayAgenda />
    </>
  );
}

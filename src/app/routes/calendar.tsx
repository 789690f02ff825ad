import { CalendarSubscription } from "@/features/calendar/components/calendar-subscription";
import { TourCalendar } from "@/features/tours/components/tour-calendar";

/** Calendar (/calendar): product §2; the month of tours, its sidebar and the iCal subscription. */
export function CalendarRoute() {
  return (
    <>
      <title>Calendar · Tour Partner Portal</title>
      <h1 className="mb-6 text-3xl font-bold">Calendar</h1>
      <TourCalendar aside={<CalendarSubscription />} />
    </>
  );
}

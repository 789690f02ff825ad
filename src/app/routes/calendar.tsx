import { useBlackouts } from "@/features/calendar/blackouts/api/get-blackouts";
import { awayReasonOf } from "@/features/calendar/blackouts/away-days";
import { DaysAwayCard } from "@/features/calendar/blackouts/components/days-away-card";
import { CalendarSubscription } from "@/features/calendar/components/calendar-subscription";
import { TourCalendar } from "@/features/tours/components/tour-calendar";
import { useCurrentUser } from "@/lib/current-user";
import { teamRoleOf } from "@/lib/team-access";

/**
 * Calendar (/calendar): product §2; the month of tours with the partner's days away marked, its
 * sidebar, the days away and the iCal subscription.
 */
export function CalendarRoute() {
  const user = useCurrentUser().data;
  // A guide's calendar is their tours and their own feed; the days away are the business's.
  const closesDays = user ? teamRoleOf(user) !== "guide" : false;
  const blackouts = useBlackouts(closesDays);
  return (
    <>
      <title>Calendar · Tour Partner Portal</title>
      <h1 className="mb-6 text-3xl font-bold">Calendar</h1>
      <TourCalendar
        awayOn={awayReasonOf(blackouts.data ?? [])}
        aside={
          <>
            {closesDays ? <DaysAwayCard /> : null}
            <CalendarSubscription />
          </>
        }
      />
    </>
  );
}

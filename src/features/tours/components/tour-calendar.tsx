import type { UpcomingTour } from "@shared/contracts/api";
import { addMonths, format, isBefore, isSameMonth, startOfMonth } from "date-fns";
import { type ReactNode, useId, useState } from "react";
import { QueryState } from "@/components/ui/query-state";
import { useUpcomingTours } from "../api/get-upcoming-tours";
import { dayKey, toursByDay } from "./calendar-month";
import { DayTours } from "./day-tours";
import { MonthGrid } from "./month-grid";
import { ThisMonthCard } from "./this-month-card";
import { UpcomingToursList } from "./upcoming-tours-list";

/** The day to list under the grid when a month opens: today in this month, else its first tour. */
function firstDayShown(month: Date, today: Date, tours: readonly UpcomingTour[]): string | null {
  if (isSameMonth(month, today)) return dayKey(today);
  const first = tours.find((tour) => isSameMonth(new Date(tour.date), month));
  return first ? dayKey(first.date) : null;
}

/**
 * product §2 Calendar: the month grid with its navigation, the chosen day's tours, and the
 * sidebar (next tours, This Month, and whatever `aside` adds, such as the feed subscription).
 */
export function TourCalendar({
  aside,
  awayOn,
}: {
  aside?: ReactNode;
  /** Why a day is closed (the partner's days away), shown on the grid. */
  awayOn?: (key: string) => string | undefined;
}) {
  const upcoming = useUpcomingTours();
  const [today] = useState(() => new Date());
  const [month, setMonth] = useState(() => startOfMonth(today));
  const [selectedDay, setSelectedDay] = useState<string | null>(() => dayKey(today));
  const headingId = useId();
  const tours = upcoming.data ?? [];

  const showMonth = (next: Date) => {
    setMonth(next);
    setSelectedDay(firstDayShown(next, today, tours));
  };

  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
      <section className="card min-w-0 bg-base-100 shadow-sm" aria-labelledby={headingId}>
        <div className="card-body gap-4 p-3 sm:p-5">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <h2 id={headingId} aria-live="polite" className="text-xl font-semibold">
              {format(month, "MMMM yyyy")}
            </h2>
            <div className="flex gap-1">
              <button
                type="button"
                className="btn btn-sm btn-ghost"
                onClick={() => showMonth(addMonths(month, -1))}
              >
                <span aria-hidden="true">‹</span> Previous<span className="sr-only"> month</span>
              </button>
              <button
                type="button"
                className="btn btn-sm btn-ghost"
                disabled={isSameMonth(month, today)}
                onClick={() => showMonth(startOfMonth(today))}
              >
                Today
              </button>
              <button
                type="button"
                className="btn btn-sm btn-ghost"
                onClick={() => showMonth(addMonths(month, 1))}
              >
                Next<span className="sr-only"> month</span> <span aria-hidden="true">›</span>
              </button>
            </div>
          </div>
          <QueryState
            isPending={upcoming.isPending}
            error={upcoming.error}
            onRetry={() => void upcoming.refetch()}
            label="Loading your tours..."
          >
            <MonthGrid
              month={month}
              tours={tours}
              today={today}
              selectedDay={selectedDay}
              onSelectDay={setSelectedDay}
              labelledBy={headingId}
              awayOn={awayOn}
            />
            {isBefore(month, startOfMonth(today)) ? (
              <p className="text-sm text-base-content/75">
                The calendar shows your upcoming scheduled tours; past and completed tours are not
                listed.
              </p>
            ) : null}
            <DayTours
              day={selectedDay}
              tours={selectedDay ? (toursByDay(tours).get(selectedDay) ?? []) : []}
            />
          </QueryState>
        </div>
      </section>
      <div className="flex min-w-0 flex-col gap-6">
        <QueryState
          isPending={upcoming.isPending}
          error={upcoming.error}
          label="Loading upcoming tours..."
        >
          <UpcomingToursList tours={tours} now={today} />
          <ThisMonthCard tours={tours} month={month} today={today} />
        </QueryState>
        {aside}
      </div>
    </div>
  );
}

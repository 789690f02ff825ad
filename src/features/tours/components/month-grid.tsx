import type { UpcomingTour } from "@shared/contracts/api";
import { addDays, format, isSameDay, isSameMonth } from "date-fns";
import { type KeyboardEvent, useEffect, useRef, useState } from "react";
import { dayKey, monthWeeks, toursByDay } from "./calendar-month";
import { DayDots, DotLegend, dayToursLabel, TourChip } from "./day-cell-parts";

export interface MonthGridProps {
  month: Date;
  tours: readonly UpcomingTour[];
  today: Date;
  /** The chosen day's key ("2025-01-05"), whose tours are listed under the grid. */
  selectedDay: string | null;
  onSelectDay: (key: string) => void;
  /** The id of the heading that names the month, which labels the table. */
  labelledBy: string;
  /** Why a day (its key) is closed ("Away Jul 3–7: Harvest"), or undefined when it is open. */
  awayOn?: (key: string) => string | undefined;
}

const WEEKDAYS = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];
const MOVES: Record<string, number> = { ArrowLeft: -1, ArrowRight: 1, ArrowUp: -7, ArrowDown: 7 };
const SHOWN_PER_DAY = 2;

/**
 * A Sunday-first month as a table. Each day of the month is a button (one tab stop for the
 * whole grid; arrow keys move between days); on wide screens it lists the day's tours, on
 * phones it shows a dot per tour and the chosen day's tours are listed below the grid.
 */
export function MonthGrid({
  month,
  tours,
  today,
  selectedDay,
  onSelectDay,
  labelledBy,
  awayOn,
}: MonthGridProps) {
  const byDay = toursByDay(tours);
  const weeks = monthWeeks(month);
  const inMonth = (day: Date) => isSameMonth(day, month);
  const fallback = isSameMonth(today, month) ? today : weeks.flat().find(inMonth);
  const selected = weeks.flat().find((day) => inMonth(day) && dayKey(day) === selectedDay);
  const [focusKey, setFocusKey] = useState<string | null>(null);
  const tabStop = dayKey(selected ?? fallback ?? month);
  const buttons = useRef(new Map<string, HTMLButtonElement>());

  useEffect(() => {
    if (focusKey) buttons.current.get(focusKey)?.focus();
  }, [focusKey]);

  const onKeyDown = (event: KeyboardEvent, day: Date) => {
    const step = MOVES[event.key];
    if (step === undefined) return;
    const target = addDays(day, step);
    if (!inMonth(target)) return;
    event.preventDefault();
    const key = dayKey(target);
    onSelectDay(key);
    setFocusKey(key);
  };

  return (
    <>
      <table className="w-full table-fixed border-collapse text-sm" aria-labelledby={labelledBy}>
        <thead>
          <tr>
            {WEEKDAYS.map((weekday) => (
              <th key={weekday} scope="col" abbr={weekday} className="pb-2 font-medium">
                <span aria-hidden="true" className="sm:hidden">
                  {weekday.slice(0, 1)}
                </span>
                <span aria-hidden="true" className="hidden sm:inline">
                  {weekday.slice(0, 3)}
                </span>
                <span className="sr-only">{weekday}</span>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeks.map((week) => (
            <tr key={dayKey(week[0] as Date)}>
              {week.map((day) => {
                const key = dayKey(day);
                if (!inMonth(day)) {
                  return (
                    <td key={key} className="h-14 border border-base-300 bg-base-200/50 sm:h-28">
                      <span className="sr-only">{format(day, "MMMM d")}, another month</span>
                    </td>
                  );
                }
                const dayTours = byDay.get(key) ?? [];
                const isToday = isSameDay(day, today);
                const isSelected = key === selectedDay;
                const away = awayOn?.(key);
                return (
                  <td
                    key={key}
                    data-away={away ? "" : undefined}
                    className={`h-14 border border-base-300 p-0 align-top sm:h-28 ${away ? "bg-warning/15" : ""}`}
                  >
                    <button
                      type="button"
                      ref={(node) => {
                        if (node) buttons.current.set(key, node);
                        else buttons.current.delete(key);
                      }}
                      tabIndex={key === tabStop ? 0 : -1}
                      aria-pressed={isSelected}
                      aria-current={isToday ? "date" : undefined}
                      onClick={() => onSelectDay(key)}
                      onKeyDown={(event) => onKeyDown(event, day)}
                      className={`flex h-full w-full flex-col items-stretch gap-1 p-1 text-left hover:bg-base-200 focus-visible:outline-2 focus-visible:outline-primary focus-visible:-outline-offset-2 sm:p-1.5 ${isSelected ? "bg-primary/10" : ""}`}
                    >
                      <span
                        className={`flex size-7 items-center justify-center self-center rounded-full sm:self-start ${isToday ? "bg-primary font-bold text-primary-content" : ""}`}
                      >
                        <span className="sr-only">
                          {format(day, "EEEE, MMMM d")}
                          {isToday ? ", today" : ""}
                          {dayTours.length ? `, ${dayToursLabel(dayTours)}` : ""}
                          {away ? `, ${away}` : ""}
                        </span>
                        <span aria-hidden="true">{format(day, "d")}</span>
                      </span>
                      {away ? (
                        <span
                          aria-hidden="true"
                          className="self-center text-[0.65rem] leading-none font-semibold text-base-content sm:self-start sm:text-xs"
                        >
                          Away
                        </span>
                      ) : null}
                      <DayDots tours={dayTours} />
                      <span className="hidden min-w-0 flex-col gap-1 sm:flex">
                        {dayTours.slice(0, SHOWN_PER_DAY).map((tour) => (
                          <TourChip key={tour.id} tour={tour} />
                        ))}
                        {dayTours.length > SHOWN_PER_DAY ? (
                          <span className="text-xs text-base-content/70">
                            +{dayTours.length - SHOWN_PER_DAY} more
                          </span>
                        ) : null}
                      </span>
                    </button>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
      <DotLegend />
    </>
  );
}

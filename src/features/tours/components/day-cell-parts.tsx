import type { UpcomingTour } from "@shared/contracts/api";
import { formatTourTime } from "@shared/tour-time";

const SHOWN_DOTS = 3;

/** How a tour's dot is drawn: a cancelled one hollow, so it is not read as one still on. */
export const DOT_STYLES = {
  scheduled: "bg-primary",
  completed: "bg-base-content/60",
  cancelled: "border border-error bg-transparent",
} as const;

type DotKind = keyof typeof DOT_STYLES;

export function dotKind(status: string): DotKind {
  return status === "cancelled" || status === "completed" ? status : "scheduled";
}

/**
 * Phones: a dot per tour (three at most), scheduled ones first; the count and how many were
 * cancelled are in the day's label (dayToursLabel), and the legend says what each dot means.
 */
export function DayDots({ tours }: { tours: readonly Pick<UpcomingTour, "id" | "status">[] }) {
  if (tours.length === 0) return null;
  const order: DotKind[] = ["scheduled", "completed", "cancelled"];
  const shown = [...tours]
    .sort((a, b) => order.indexOf(dotKind(a.status)) - order.indexOf(dotKind(b.status)))
    .slice(0, SHOWN_DOTS);
  return (
    <span aria-hidden="true" className="flex justify-center gap-0.5 sm:hidden">
      {shown.map((tour) => (
        <span
          key={tour.id}
          data-dot={dotKind(tour.status)}
          className={`size-1.5 rounded-full ${DOT_STYLES[dotKind(tour.status)]}`}
        />
      ))}
    </span>
  );
}

/** "1 tour", "3 tours, 1 cancelled": what a day holds, as its button's name says it. */
export function dayToursLabel(tours: readonly Pick<UpcomingTour, "status">[]): string {
  const count = tours.length === 1 ? "1 tour" : `${tours.length} tours`;
  const cancelled = tours.filter((tour) => tour.status === "cancelled").length;
  if (cancelled === 0) return count;
  return `${count}, ${cancelled === tours.length && cancelled === 1 ? "cancelled" : `${cancelled} cancelled`}`;
}

/** Phones: what the dots mean, under the grid. */
export function DotLegend() {
  const items: [DotKind, string][] = [
    ["scheduled", "Scheduled"],
    ["completed", "Completed"],
    ["cancelled", "Cancelled"],
  ];
  return (
    <ul
      aria-label="What the dots mean"
      className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-xs text-base-content/80 sm:hidden"
    >
      {items.map(([kind, label]) => (
        <li key={kind} className="flex items-center gap-1.5">
          <span aria-hidden="true" className={`size-2 rounded-full ${DOT_STYLES[kind]}`} />
          {label}
        </li>
      ))}
    </ul>
  );
}

export function TourChip({ tour }: { tour: UpcomingTour }) {
  const scheduled = tour.status === "scheduled";
  return (
    <span
      className={`block min-w-0 rounded px-1.5 py-0.5 text-xs ${scheduled ? "bg-primary/15 text-base-content" : "bg-base-200"}`}
    >
      <span className="block truncate font-medium">{tour.title}</span>
      <span className="block text-base-content/75">
        {formatTourTime(tour.date, tour.timeZone)}
        {scheduled ? null : <span className="capitalize"> · {tour.status}</span>}
      </span>
    </span>
  );
}

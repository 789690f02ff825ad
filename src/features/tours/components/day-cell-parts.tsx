import type { UpcomingTour } from "@shared/contracts/api";
import { formatTourTime } from "@shared/tour-time";

/** Phones: a dot per tour (three at most), the count itself is in the day's label. */
export function DayDots({ count }: { count: number }) {
  if (count === 0) return null;
  return (
    <span aria-hidden="true" className="flex justify-center gap-0.5 sm:hidden">
      {Array.from({ length: Math.min(count, 3) }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: identical dots, only their number matters
        <span key={index} className="size-1.5 rounded-full bg-primary" />
      ))}
    </span>
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

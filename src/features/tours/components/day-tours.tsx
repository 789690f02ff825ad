import type { UpcomingTour } from "@shared/contracts/api";
import { formatTourTime } from "@shared/tour-time";
import { format, parseISO } from "date-fns";
import { Link } from "react-router-dom";
import { TourNoticeLine } from "@/components/ui/tour-notice-line";
import { paths } from "@/config/paths";
import { TourAmount } from "./tour-amount";
import { TourStatusBadge } from "./tour-status-badge";

/** The chosen day's tours, under the grid: the readable list on phones, the details on desktop. */
export function DayTours({ day, tours }: { day: string | null; tours: readonly UpcomingTour[] }) {
  if (!day) {
    return <p className="text-sm text-base-content/75">Choose a day to see its tours.</p>;
  }
  const heading = format(parseISO(day), "EEEE, MMMM d");
  return (
    <section aria-labelledby="day-tours-heading">
      <h3 id="day-tours-heading" className="mb-2 font-semibold">
        {heading}
      </h3>
      {tours.length === 0 ? (
        <p className="text-sm text-base-content/75">No tours on this day.</p>
      ) : (
        <ul className="flex flex-col gap-2">
          {tours.map((tour) => (
            <li
              key={tour.id}
              className="flex flex-wrap items-start justify-between gap-2 rounded-box border border-base-300 p-3"
            >
              <div className="min-w-0">
                <p className="font-medium break-words">
                  <Link className="link link-hover" to={paths.tour.to(tour.id)}>
                    {tour.title}
                  </Link>
                </p>
                <p className="text-sm text-base-content/75">
                  {formatTourTime(tour.date, tour.timeZone)} · {tour.duration} h · {tour.location}
                </p>
                {tour.guide ? (
                  <p className="text-sm text-base-content/75">Guide: {tour.guide.name}</p>
                ) : null}
                <TourNoticeLine fate={tour} className="mt-1" />
              </div>
              <div className="flex items-center gap-2">
                <TourStatusBadge status={tour.status} />
                <TourAmount tour={tour} />
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

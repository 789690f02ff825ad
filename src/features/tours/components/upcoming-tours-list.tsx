import type { UpcomingTour } from "@shared/contracts/api";
import { formatTourDateTime } from "@shared/tour-time";
import { Link } from "react-router-dom";
import { TourNoticeLine } from "@/components/ui/tour-notice-line";
import { paths } from "@/config/paths";
import { TourAmount } from "./tour-amount";
import { TourStatusBadge } from "./tour-status-badge";

/** product §9: the calendar sidebar lists 5 tours. */
export const SIDEBAR_TOURS = 5;

/** The next tours still ahead, soonest first. */
export function nextTours(tours: readonly UpcomingTour[], now: Date, limit = SIDEBAR_TOURS) {
  return tours
    .filter((tour) => new Date(tour.date).getTime() > now.getTime())
    .sort((a, b) => a.date.localeCompare(b.date))
    .slice(0, limit);
}

/** Sidebar: the next 5 upcoming tours with status, date, time and rate (product §2 Calendar). */
export function UpcomingToursList({ tours, now }: { tours: readonly UpcomingTour[]; now: Date }) {
  const next = nextTours(tours, now);
  return (
    <section className="card bg-base-100 shadow-sm" aria-labelledby="upcoming-tours-heading">
      <div className="card-body gap-3 p-5">
        <h2 id="upcoming-tours-heading" className="card-title text-lg">
          Upcoming Tours
        </h2>
        {next.length === 0 ? (
          <p className="text-sm text-base-content/75">No upcoming tours scheduled.</p>
        ) : (
          <ul className="flex flex-col divide-y divide-base-300">
            {next.map((tour) => (
              <li key={tour.id} className="flex flex-col gap-1 py-2 first:pt-0 last:pb-0">
                <div className="flex items-start justify-between gap-2">
                  <p className="min-w-0 font-medium break-words">
                    <Link className="link link-hover" to={paths.tour.to(tour.id)}>
                      {tour.title}
                    </Link>
                  </p>
                  <TourStatusBadge status={tour.status} />
                </div>
                <div className="flex flex-wrap justify-between gap-x-3 text-sm text-base-content/75">
                  <time dateTime={tour.date}>{formatTourDateTime(tour.date, tour.timeZone)}</time>
                  <TourAmount tour={tour} className="text-base-content" />
                </div>
                <TourNoticeLine fate={tour} />
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}

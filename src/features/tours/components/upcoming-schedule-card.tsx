import type { UpcomingTour } from "@shared/contracts/api";
import { formatTourWhen } from "@shared/tour-time";
import { Link } from "react-router-dom";
import { QueryCard } from "@/components/ui/query-card";
import { TourNoticeLine } from "@/components/ui/tour-notice-line";
import { paths } from "@/config/paths";
import { useUpcomingTours } from "../api/get-upcoming-tours";
import { TourAmount } from "./tour-amount";

/** product §9: the dashboard shows the first 3 upcoming tours. */
export const DASHBOARD_TOURS = 3;

export function TourList({ tours }: { tours: UpcomingTour[] }) {
  if (tours.length === 0) {
    return <p className="py-6 text-center text-base-content/70">No upcoming tours scheduled.</p>;
  }
  return (
    <ul className="divide-y divide-base-300">
      {tours.slice(0, DASHBOARD_TOURS).map((tour) => (
        <li key={tour.id} className="flex flex-wrap items-start justify-between gap-2 py-3">
          <div className="min-w-0 flex-1 basis-40">
            <h3 className="font-semibold break-words">
              <Link className="link link-hover" to={paths.tour.to(tour.id)}>
                {tour.title}
              </Link>
            </h3>
            <p className="text-sm text-base-content/70">
              <time dateTime={tour.date}>{formatTourWhen(tour.date, tour.timeZone)}</time>
            </p>
            <TourNoticeLine fate={tour} className="mt-1" />
          </div>
          <p className="flex-none">
            <TourAmount tour={tour} />
          </p>
        </li>
      ))}
    </ul>
  );
}

/** product §2's Upcoming Schedule card: the next three tours and View Full Calendar. */
export function UpcomingScheduleCard() {
  const tours = useUpcomingTours();
  return (
    <QueryCard
      title="Upcoming Schedule"
      link={{ to: paths.calendar.path, label: "View Full Calendar" }}
      query={tours}
      loadingLabel="Loading your schedule..."
    >
      <TourList tours={tours.data ?? []} />
    </QueryCard>
  );
}

import { formatTourDate } from "@shared/tour-time";
import { useState } from "react";
import { Link } from "react-router-dom";
import { QueryCard } from "@/components/ui/query-card";
import { paths } from "@/config/paths";
import { useTourSchedule } from "../api/get-tour-schedule";
import { nextTour } from "./today-tours";
import { MeetingPlace, TourWhen } from "./tour-facts";

/** The dashboard's lead on a phone: today's next tour, or "No tour today" and the next one. */
export function TodayCard() {
  const [now] = useState(() => new Date());
  const schedule = useTourSchedule(now);
  const { tour, isToday } = nextTour(schedule.data ?? [], now);
  return (
    <QueryCard
      title="Today"
      link={{ to: paths.today.path, label: "Open Today" }}
      query={schedule}
      loadingLabel="Loading today's tours..."
    >
      {isToday && tour ? (
        <div className="flex flex-col gap-1">
          <p className="font-semibold">
            <TourWhen tour={tour} withDate={false} />
          </p>
          <Link className="link link-hover text-lg font-bold" to={paths.tour.to(tour.id)}>
            {tour.title}
          </Link>
          <MeetingPlace location={tour.location} meetingPlace={tour.meetingPlace} />
        </div>
      ) : (
        <div className="flex flex-col gap-1">
          <p className="text-lg font-semibold">No tour today</p>
          {tour ? (
            <p className="text-base-content/80">
              Next:{" "}
              <Link className="link link-primary" to={paths.tour.to(tour.id)}>
                {tour.title}
              </Link>{" "}
              on {formatTourDate(tour.date, tour.timeZone)}
            </p>
          ) : null}
        </div>
      )}
    </QueryCard>
  );
}

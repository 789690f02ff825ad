import type { TourDetails } from "@shared/contracts/tour-details";
import { formatTourDate } from "@shared/tour-time";
import { addDays } from "date-fns";
import { useState } from "react";
import { Link } from "react-router-dom";
import { QueryState } from "@/components/ui/query-state";
import { paths } from "@/config/paths";
import { formatDate } from "@/utils/format";
import { useTourSchedule } from "../api/get-tour-schedule";
import { splitDays } from "./today-tours";
import { ClientContact, Fact, groupSummary, MeetingPlace, TourNotes, TourWhen } from "./tour-facts";
import { guideName } from "./tour-guide-picker";
import { TourManifest } from "./tour-manifest";

/** One tour of the day, with what a guide needs at the gate; its title opens the tour page. */
export function AgendaTour({ tour }: { tour: TourDetails }) {
  return (
    <li className="card bg-base-100 shadow-sm">
      <article className="card-body gap-3 p-4 sm:p-5" aria-labelledby={`agenda-${tour.id}`}>
        <div className="flex flex-col gap-1">
          <p className="text-lg font-semibold">
            <TourWhen tour={tour} withDate={false} />
          </p>
          <h3 id={`agenda-${tour.id}`} className="text-xl font-bold break-words">
            <Link className="link link-hover" to={paths.tour.to(tour.id)}>
              {tour.title}
            </Link>
          </h3>
        </div>
        <dl className="grid gap-3 sm:grid-cols-2">
          <Fact term="Meeting address">
            <MeetingPlace location={tour.location} meetingPlace={tour.meetingPlace} />
          </Fact>
          <Fact term="Client">
            <ClientContact client={tour.client} title={tour.title} />
          </Fact>
          <Fact term="Group">{groupSummary(tour)}</Fact>
          <Fact term="Guide">{guideName(tour.guide)}</Fact>
          <TourNotes tour={tour} />
        </dl>
        <TourManifest tour={tour} />
        <p>
          <Link className="btn btn-sm btn-ghost px-0 text-primary" to={paths.tour.to(tour.id)}>
            All details<span className="sr-only"> of {tour.title}</span> ›
          </Link>
        </p>
      </article>
    </li>
  );
}

function Day({ title, day, tours }: { title: string; day: Date; tours: TourDetails[] }) {
  const id = `day-${title.toLowerCase()}`;
  return (
    <section aria-labelledby={id} className="flex flex-col gap-3">
      <h2 id={id} className="text-xl font-semibold">
        {title} <span className="font-normal text-base-content/70">· {formatDate(day)}</span>
      </h2>
      {tours.length === 0 ? (
        <p className="rounded-box bg-base-100 p-4 text-base-content/75">
          No tours {title.toLowerCase()}.
        </p>
      ) : (
        <ul className="flex flex-col gap-4">
          {tours.map((tour) => (
            <AgendaTour key={tour.id} tour={tour} />
          ))}
        </ul>
      )}
    </section>
  );
}

/** The Today view: today's and tomorrow's tours in order, and a pointer to the next one after. */
export function TodayAgenda() {
  const [now] = useState(() => new Date());
  const schedule = useTourSchedule(now);
  const { today, tomorrow, later } = splitDays(schedule.data ?? [], now);
  const next = later[0];
  return (
    <QueryState
      isPending={schedule.isPending}
      error={schedule.error}
      onRetry={() => void schedule.refetch()}
      label="Loading your day..."
    >
      <div className="flex flex-col gap-8">
        <Day title="Today" day={now} tours={today} />
        <Day title="Tomorrow" day={addDays(now, 1)} tours={tomorrow} />
        {next ? (
          <p className="text-base-content/80">
            Next after that:{" "}
            <Link className="link link-primary" to={paths.tour.to(next.id)}>
              {next.title}
            </Link>{" "}
            on {formatTourDate(next.date, next.timeZone)}.
          </p>
        ) : null}
      </div>
    </QueryState>
  );
}

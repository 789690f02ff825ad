import type { MeetingAddress } from "@shared/contracts/api";
import type { TourClientContact, TourDetails } from "@shared/contracts/tour-details";
import { meetingAddressLine } from "@shared/meeting-place";
import { formatTourDate, formatTourTime } from "@shared/tour-time";
import type { ReactNode } from "react";
import { capitalize } from "@/utils/format";
import { mailUrl, mapsUrl, telUrl, tourEnd } from "./tour-links";

/**
 * The facts of one tour a partner needs on the day, one component each: the tour page and the
 * Today view show the same ones.
 */

type Timed = Pick<TourDetails, "date" | "duration" | "timeZone">;

/** "Nov 28, 2026 · 10:00 AM PST – 1:00 PM PST (3 h)": on the clock of the tour's place. */
export function TourWhen({ tour, withDate = true }: { tour: Timed; withDate?: boolean }) {
  return (
    <span>
      {withDate ? <>{formatTourDate(tour.date, tour.timeZone)} · </> : null}
      <time dateTime={tour.date}>{formatTourTime(tour.date, tour.timeZone)}</time> –{" "}
      <time dateTime={tourEnd(tour).toISOString()}>
        {formatTourTime(tourEnd(tour), tour.timeZone)}
      </time>{" "}
      <span className="text-base-content/70">({tour.duration} h)</span>
    </span>
  );
}

/** A labelled fact in a definition list. */
export function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-0.5">
      <dt className="text-xs font-semibold tracking-wide text-base-content/70 uppercase">{term}</dt>
      <dd className="break-words">{children}</dd>
    </div>
  );
}

/** The meeting address and a link that opens it in the maps app. */
export function MeetingPlace({
  location,
  meetingPlace,
}: {
  location: string;
  meetingPlace: MeetingAddress | null;
}) {
  const address = meetingAddressLine(location, meetingPlace);
  return (
    <span className="flex flex-col gap-1">
      <span className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <span>{address}</span>
        <a
          className="link link-primary font-medium"
          href={mapsUrl(address)}
          target="_blank"
          rel="noreferrer"
        >
          Open in Maps<span className="sr-only">: {address} (opens in a new tab)</span>
        </a>
      </span>
      {meetingPlace?.instructions ? (
        <span className="whitespace-pre-line break-words">{meetingPlace.instructions}</span>
      ) : null}
    </span>
  );
}

/** The client's name with tap-to-call and e-mail links; says so when none is on file. */
export function ClientContact({
  client,
  title,
}: {
  client: TourClientContact | null;
  title: string;
}) {
  if (!client) return <span className="text-base-content/70">No client contact on file.</span>;
  return (
    <span className="flex flex-col gap-1">
      {client.name ? <span>{client.name}</span> : null}
      <span className="flex flex-wrap gap-2">
        {client.phone ? (
          <a className="btn btn-sm btn-primary" href={telUrl(client.phone)}>
            Call {client.phone}
          </a>
        ) : null}
        {client.email ? (
          <a className="btn btn-sm btn-outline" href={mailUrl(client.email, title)}>
            Email {client.email}
          </a>
        ) : null}
      </span>
    </span>
  );
}

/** "12 guests · Corporate · 18+". */
export function groupSummary(
  tour: Pick<TourDetails, "groupSize" | "groupType" | "ageRestriction">,
) {
  const guests = `${tour.groupSize} ${tour.groupSize === 1 ? "guest" : "guests"}`;
  const age = tour.ageRestriction === "all-ages" ? "All ages" : tour.ageRestriction;
  return `${guests} · ${capitalize(tour.groupType)} · ${age}`;
}

/** "Wheelchair accessible, Easy walking paths", or "None noted". */
export function listOrNone(items: readonly string[]) {
  return items.length > 0 ? items.join(", ") : "None noted";
}

/**
 * What the partner must keep in mind on the day: the admin's instructions, the client's
 * special requests and the accessibility needs. Each is left out when there is nothing.
 */
export function TourNotes({
  tour,
}: {
  tour: Pick<TourDetails, "instructions" | "specialRequests" | "accessibility">;
}) {
  return (
    <>
      {tour.instructions ? <Fact term="Instructions">{tour.instructions}</Fact> : null}
      {tour.specialRequests ? <Fact term="Special requests">{tour.specialRequests}</Fact> : null}
      <Fact term="Accessibility">{listOrNone(tour.accessibility)}</Fact>
    </>
  );
}

import type { GuestListTour } from "@shared/contracts/guests";
import { meetingAddressLine } from "@shared/meeting-place";
import { describeTourZone, formatTourDateTime } from "@shared/tour-time";

/** The tour a guest list is for: when (on its own clock, named), where, and with whom. */
export function TourSummary({ tour }: { tour: GuestListTour }) {
  const { meetingPlace } = tour;
  const address =
    meetingPlace.street && meetingPlace.state && meetingPlace.zip
      ? meetingAddressLine(meetingPlace.town, {
          street: meetingPlace.street,
          state: meetingPlace.state,
          zip: meetingPlace.zip,
          instructions: meetingPlace.instructions,
        })
      : meetingPlace.town;
  return (
    <dl className="grid gap-3 sm:grid-cols-2">
      <div>
        <dt className="text-sm font-semibold text-base-content/75">When</dt>
        <dd>
          {formatTourDateTime(tour.startsAt, tour.timeZone)}
          <span className="block text-sm text-base-content/75">
            {describeTourZone(tour.timeZone, new Date(tour.startsAt))} · {tour.durationHours}{" "}
            {tour.durationHours === 1 ? "hour" : "hours"}
          </span>
        </dd>
      </div>
      <div>
        <dt className="text-sm font-semibold text-base-content/75">Meeting place</dt>
        <dd className="break-words">
          {address}
          {meetingPlace.instructions ? (
            <span className="block whitespace-pre-line text-sm">{meetingPlace.instructions}</span>
          ) : null}
        </dd>
      </div>
      <div>
        <dt className="text-sm font-semibold text-base-content/75">Your guide</dt>
        <dd>{tour.partnerBusinessName ?? "Your tour partner"}</dd>
      </div>
      <div>
        <dt className="text-sm font-semibold text-base-content/75">Guests</dt>
        <dd>
          Up to {tour.groupSize}
          {tour.ageRestriction === "all-ages" ? "" : `, each ${tour.ageRestriction}`}
        </dd>
      </div>
    </dl>
  );
}

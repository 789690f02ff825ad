import {
  GUEST_ID_TYPE_LABELS,
  type Manifest,
  type ManifestGuest,
} from "@shared/contracts/check-in";
import type { CheckInPayload } from "@shared/schemas/check-in";
import { formatTourTime } from "@shared/tour-time";
import { useState } from "react";
import { CheckInForm } from "./check-in-form";

/** Whether the guest is younger than the tour admits on its date (the database refuses them). */
function tooYoung(guest: ManifestGuest, minimumAge: number) {
  if (minimumAge === 0) return false;
  return guest.age === null ? !guest.verified21Plus : guest.age < minimumAge;
}

function State({
  guest,
  timeZone,
  waiting,
}: {
  guest: ManifestGuest;
  timeZone: string;
  waiting: boolean;
}) {
  const note = waiting ? " (waiting to send)" : "";
  if (guest.checkedInAt) {
    const idSeen = guest.idType ? ` · ${GUEST_ID_TYPE_LABELS[guest.idType]}` : "";
    return (
      <span className="badge badge-success h-auto">
        Checked in {formatTourTime(guest.checkedInAt, timeZone)}
        {idSeen}
        {note}
      </span>
    );
  }
  if (guest.noShowAt) return <span className="badge badge-warning h-auto">No-show{note}</span>;
  return <span className="badge badge-ghost h-auto">Not checked in</span>;
}

/** One guest of the manifest: age on the tour's date, waiver, state, and what to do at the door. */
export function ManifestGuestRow({
  guest,
  tour,
  waiting,
  onCheckIn,
  onNoShow,
}: {
  guest: ManifestGuest;
  tour: Manifest["tour"];
  waiting: boolean;
  onCheckIn: (payload: CheckInPayload) => void;
  onNoShow: () => void;
}) {
  const [open, setOpen] = useState(false);
  const young = tooYoung(guest, tour.minimumAge);
  const headingId = `guest-${guest.id}`;
  return (
    <li
      className="flex flex-col gap-3 rounded-box border border-base-300 bg-base-100 p-3"
      aria-labelledby={headingId}
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 id={headingId} className="text-lg font-semibold break-words">
          {guest.name}
          {guest.walkIn ? (
            <span className="font-normal text-base-content/70"> · walk-in</span>
          ) : null}
        </h3>
        <State guest={guest} timeZone={tour.timeZone} waiting={waiting} />
      </div>
      <p className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
        <span>
          {guest.age === null
            ? guest.verified21Plus
              ? "21+ verified"
              : "Age not kept"
            : `Age ${guest.age}`}
        </span>
        {young ? (
          <span className="font-semibold text-error">
            Under {tour.minimumAge} on the tour's date
          </span>
        ) : null}
        {tour.waiver ? (
          <span>{guest.waiverSignedAt ? "Waiver signed" : "Waiver not signed"}</span>
        ) : null}
      </p>
      {open ? (
        <CheckInForm
          guest={guest}
          waiver={tour.waiver}
          onCancel={() => setOpen(false)}
          onCheckIn={(payload) => {
            setOpen(false);
            onCheckIn(payload);
          }}
        />
      ) : guest.checkedInAt || young ? null : (
        <div className="flex gap-2">
          <button
            type="button"
            className="btn btn-primary min-h-12 flex-1"
            onClick={() => setOpen(true)}
          >
            Check in<span className="sr-only"> {guest.name}</span>
          </button>
          {guest.noShowAt ? null : (
            <button
              type="button"
              className="btn btn-outline min-h-12"
              aria-label={`No-show: ${guest.name}`}
              onClick={onNoShow}
            >
              No-show
            </button>
          )}
        </div>
      )}
    </li>
  );
}

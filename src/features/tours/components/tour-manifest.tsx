import type { ManifestGuest } from "@shared/contracts/check-in";
import { formatTourDateTime } from "@shared/tour-time";
import { QueryState } from "@/components/ui/query-state";
import { inCheckInWindow, useTourManifest } from "../api/get-tour-manifest";
import { useGuestMarks } from "../check-in/use-guest-marks";
import { ManifestGuestRow } from "./manifest-guest";
import { WalkInForm } from "./walk-in-form";

interface ManifestTour {
  id: string;
  title: string;
  date: string;
  duration: number;
  timeZone: string;
}

function counts(guests: ManifestGuest[]) {
  const checkedIn = guests.filter((g) => g.checkedInAt).length;
  const noShows = guests.filter((g) => g.noShowAt).length;
  return `${checkedIn} of ${guests.length} checked in${noShows ? ` · ${noShows} no-show${noShows === 1 ? "" : "s"}` : ""}`;
}

/**
 * The day's guest list for the tour's partner (from 24 hours before the start to 24 hours
 * after the end): each guest's age on the tour's date, waiver and check-in, and the door's
 * actions. Marks made offline wait on the device and are sent when the connection returns.
 */
export function TourManifest({ tour }: { tour: ManifestTour }) {
  const manifest = useTourManifest(tour);
  const marks = useGuestMarks();
  const headingId = `manifest-${tour.id}`;
  const open = inCheckInWindow(tour);

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3">
      <h2 id={headingId} className="text-xl font-semibold">
        Guests<span className="sr-only"> of {tour.title}</span>
      </h2>
      <p role="status" className={marks.waiting > 0 ? "alert alert-info" : "sr-only"}>
        {marks.waiting === 0
          ? ""
          : `${marks.waiting === 1 ? "1 check-in" : `${marks.waiting} check-ins`} waiting to send: sent when you are back online.`}
      </p>
      {open ? (
        <QueryState
          isPending={manifest.isPending}
          error={manifest.error}
          onRetry={() => void manifest.refetch()}
          label="Loading the guest list..."
        >
          {manifest.data ? (
            <>
              <p className="text-base-content/75">
                {counts(manifest.data.guests)} · group of {manifest.data.tour.groupSize} ·{" "}
                {manifest.data.tour.ageRestriction}
              </p>
              {manifest.data.guests.length === 0 ? (
                <p className="rounded-box bg-base-100 p-4 text-base-content/75">
                  No guests on the list yet.
                </p>
              ) : (
                <ul className="flex flex-col gap-3">
                  {manifest.data.guests.map((guest) => (
                    <ManifestGuestRow
                      key={guest.id}
                      guest={guest}
                      tour={manifest.data.tour}
                      waiting={marks.isWaiting(guest.id)}
                      onCheckIn={(checkIn) =>
                        void marks.mark(guest, tour.id, { action: "check-in", checkIn })
                      }
                      onNoShow={() => void marks.mark(guest, tour.id, { action: "no-show" })}
                    />
                  ))}
                </ul>
              )}
              {manifest.data.guests.length < manifest.data.tour.groupSize ? (
                <WalkInForm tourId={tour.id} />
              ) : null}
            </>
          ) : null}
        </QueryState>
      ) : (
        <p className="rounded-box bg-base-100 p-4 text-base-content/75">
          The guest list opens 24 hours before the tour, on{" "}
          {formatTourDateTime(new Date(Date.parse(tour.date) - 24 * 3_600_000), tour.timeZone)}.
        </p>
      )}
    </section>
  );
}

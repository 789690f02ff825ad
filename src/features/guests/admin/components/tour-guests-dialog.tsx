import type { Guest } from "@shared/contracts/guests";
import { formatTourDateTime } from "@shared/tour-time";
import { useState } from "react";
import { Dialog } from "@/components/ui/dialog";
import { QueryState } from "@/components/ui/query-state";
import { notifyError, notifySuccess } from "@/lib/toast";
import { errorMessage } from "@/utils/error-message";
import { GuestFormDialog } from "../../components/guest-form-dialog";
import { GuestRows } from "../../components/guest-rows";
import { useTourGuestChanges } from "../api/change-tour-guests";
import { type TourGuestList, useTourGuests } from "../api/get-tour-guests";

export interface TourGuestsDialogProps {
  tourId: string;
  title: string;
  onClose: () => void;
}

/** An admin's view of one tour's guest list: its guests, and its link to resend or revoke. */
export function TourGuestsDialog({ tourId, title, onClose }: TourGuestsDialogProps) {
  const list = useTourGuests(tourId);
  return (
    <Dialog open size="lg" onClose={onClose} title={`Guests: ${title}`}>
      <QueryState
        isPending={list.isPending}
        error={list.error}
        onRetry={() => list.refetch()}
        label="Loading the guest list..."
      >
        {list.data ? <TourGuests tourId={tourId} list={list.data} /> : null}
      </QueryState>
    </Dialog>
  );
}

function TourGuests({ tourId, list }: { tourId: string; list: TourGuestList }) {
  const changes = useTourGuestChanges(tourId);
  const [editing, setEditing] = useState<Guest | "new" | null>(null);
  const { tour, guests, link } = list;
  const cancelled = tour.status === "cancelled";

  const act = async (work: () => Promise<unknown>, success: string, failure: string) => {
    try {
      await work();
      notifySuccess({ title: success });
    } catch (error) {
      notifyError({ title: "Error", description: errorMessage(error, failure) });
    }
  };

  return (
    <div className="flex flex-col gap-4">
      <section aria-labelledby="guest-link" className="flex flex-col gap-2">
        <h3 id="guest-link" className="font-semibold">
          The organiser's link
        </h3>
        <p className="text-sm">
          {link
            ? `Sent to ${link.sentTo} on ${formatTourDateTime(link.issuedAt, tour.timeZone)}; ${
                link.revokedAt
                  ? `revoked on ${formatTourDateTime(link.revokedAt, tour.timeZone)}.`
                  : `works until ${formatTourDateTime(link.expiresAt, tour.timeZone)}.`
              }`
            : "No link was sent: the opportunity has no client e-mail."}
        </p>
        <div className="flex flex-wrap gap-2">
          <button
            type="button"
            className="btn btn-sm btn-outline"
            disabled={changes.link.isPending}
            onClick={() =>
              act(
                () => changes.link.mutateAsync("resend"),
                "Guest list link sent",
                "Failed to send the link. Please try again.",
              )
            }
          >
            {link ? "Resend link" : "Send link"}
          </button>
          {link && !link.revokedAt ? (
            <button
              type="button"
              className="btn btn-sm btn-outline"
              disabled={changes.link.isPending}
              onClick={() =>
                act(
                  () => changes.link.mutateAsync("revoke"),
                  "Guest list link revoked",
                  "Failed to revoke the link. Please try again.",
                )
              }
            >
              Revoke link
            </button>
          ) : null}
        </div>
      </section>
      <section aria-labelledby="guest-rows" className="flex flex-col gap-2">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h3 id="guest-rows" className="font-semibold">
            Guests ({guests.length} of {tour.groupSize})
          </h3>
          {cancelled ? null : (
            <button
              type="button"
              className="btn btn-sm btn-primary"
              disabled={guests.length >= tour.groupSize}
              onClick={() => setEditing("new")}
            >
              Add guest
            </button>
          )}
        </div>
        {guests.length === 0 ? (
          <p className="text-sm">No guests yet.</p>
        ) : (
          <GuestRows
            guests={guests}
            waiverApplies={tour.waiver !== null}
            editable
            onEdit={setEditing}
            onRemove={(guest) =>
              act(
                () => changes.remove.mutateAsync(guest),
                "Guest removed",
                "Failed to remove the guest. Please try again.",
              )
            }
          />
        )}
      </section>
      {editing ? (
        <GuestFormDialog
          guest={editing === "new" ? null : editing}
          save={(guest, guestId) => changes.save.mutateAsync({ guest, guestId })}
          pending={changes.save.isPending}
          onClose={() => setEditing(null)}
        />
      ) : null}
    </div>
  );
}

import type { Guest, GuestList } from "@shared/contracts/guests";
import { useState } from "react";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { LoadingScreen } from "@/components/ui/loading-screen";
import { notifyError, notifySuccess } from "@/lib/toast";
import { errorMessage } from "@/utils/error-message";
import { useGuestList } from "../api/get-guest-list";
import { useRemoveGuest } from "../api/remove-guest";
import { useSaveGuest } from "../api/save-guest";
import { GuestFormDialog } from "./guest-form-dialog";
import { GuestRows } from "./guest-rows";
import { LinkPage, LinkProblem } from "./link-page";
import { TourSummary } from "./tour-summary";

/** /guests/{token}: the organiser's guest list of one tour, from the mailed link. */
export function GuestListPage({ token }: { token: string }) {
  const list = useGuestList(token);
  if (list.isPending) {
    return (
      <LinkPage title="Guest list">
        <LoadingScreen label="Loading the guest list..." />
      </LinkPage>
    );
  }
  if (list.isError) {
    return (
      <LinkPage title="Guest list">
        <LinkProblem
          heading="This guest list cannot be opened"
          message={errorMessage(list.error, "Failed to load the guest list. Please try again.")}
        />
      </LinkPage>
    );
  }
  return <GuestListView token={token} list={list.data} />;
}

function GuestListView({ token, list }: { token: string; list: GuestList }) {
  const [editing, setEditing] = useState<Guest | "new" | null>(null);
  const [removing, setRemoving] = useState<Guest | null>(null);
  const remove = useRemoveGuest(token);
  const save = useSaveGuest(token);
  const { tour, guests } = list;
  const cancelled = tour.status === "cancelled";
  const full = guests.length >= tour.groupSize;

  const confirmRemove = async () => {
    if (!removing) return;
    try {
      await remove.mutateAsync(removing);
      notifySuccess({ title: "Guest removed", description: `${removing.name} is off the list.` });
      setRemoving(null);
    } catch (error) {
      notifyError({
        title: "Error",
        description: errorMessage(error, "Failed to remove the guest. Please try again."),
      });
    }
  };

  return (
    <LinkPage title={`Guest list: ${tour.title}`}>
      <header className="flex flex-col gap-2">
        <h1 className="text-2xl font-bold break-words">Guest list: {tour.title}</h1>
        {cancelled ? (
          <p role="alert" className="alert alert-warning">
            This tour was cancelled{tour.cancellationReason ? `: ${tour.cancellationReason}` : "."}{" "}
            It takes no more guests.
          </p>
        ) : null}
      </header>
      <TourSummary tour={tour} />
      <section aria-labelledby="guests-heading" className="flex flex-col gap-3">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 id="guests-heading" className="text-xl font-semibold">
            Guests ({guests.length} of {tour.groupSize})
          </h2>
          {cancelled ? null : (
            <button
              type="button"
              className="btn btn-primary"
              disabled={full}
              onClick={() => setEditing("new")}
            >
              Add guest
            </button>
          )}
        </div>
        {full && !cancelled ? (
          <p className="text-sm">The list is full: this tour is for {tour.groupSize} guests.</p>
        ) : null}
        {tour.waiver ? (
          <p className="text-sm text-base-content/75">
            Each guest signs "{tour.waiver.title}": a guest with an e-mail gets a link to sign it,
            the others sign at check-in.
          </p>
        ) : null}
        {guests.length === 0 ? (
          <p className="rounded-box border border-dashed border-base-300 p-4 text-center">
            No guests yet. Add each guest with their date of birth.
          </p>
        ) : (
          <GuestRows
            guests={guests}
            waiverApplies={tour.waiver !== null}
            editable={!cancelled}
            onEdit={setEditing}
            onRemove={setRemoving}
          />
        )}
      </section>
      {editing ? (
        <GuestFormDialog
          guest={editing === "new" ? null : editing}
          save={(guest, guestId) => save.mutateAsync({ guest, guestId })}
          pending={save.isPending}
          onClose={() => setEditing(null)}
        />
      ) : null}
      <ConfirmDialog
        open={removing !== null}
        title={`Remove ${removing?.name ?? "this guest"}?`}
        confirmLabel="Remove guest"
        pending={remove.isPending}
        danger
        onConfirm={confirmRemove}
        onClose={() => setRemoving(null)}
      >
        <p>They will no longer be on the tour's guest list.</p>
      </ConfirmDialog>
    </LinkPage>
  );
}

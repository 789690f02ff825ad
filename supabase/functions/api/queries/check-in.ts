import type { Manifest, ManifestGuest } from "../../_shared/portable/contracts/check-in.ts";
import type { CheckInPayload, WalkInPayload } from "../../_shared/portable/schemas/check-in.ts";
import { HttpError } from "../../_shared/server/http-error.ts";
import { statement } from "../../_shared/server/statement.ts";
import type { Tx } from "../../_shared/server/transaction.ts";

/** Tour `tourId`'s manifest (public.tour_manifest decides who reads it, and when). One statement. */
export function readManifest(tx: Tx, tourId: string) {
  const query = tx<{ manifest: Manifest }[]>`
    select public.tour_manifest(${tourId}) as manifest
  `;
  return statement(query, ([row]) => row?.manifest as Manifest);
}

/**
 * Checks in guest `guestId` of tour `tourId`; undefined when the caller reads no such guest
 * of that tour (RLS: the tour's partner in the window, or an admin). One statement.
 */
export function checkInGuest(tx: Tx, tourId: string, guestId: string, input: CheckInPayload) {
  const query = tx<{ guest: ManifestGuest }[]>`
    select public.check_in_guest(g.id, ${input.idType}, ${input.signatureName ?? null}) as guest
    from public.guests g
    where g.id = ${guestId} and g.tour_id = ${tourId}
  `;
  return statement(query, ([row]) => row?.guest);
}

/** Marks guest `guestId` of tour `tourId` a no-show; undefined as for checkInGuest. */
export function markNoShow(tx: Tx, tourId: string, guestId: string) {
  const query = tx<{ guest: ManifestGuest }[]>`
    select public.mark_guest_no_show(g.id) as guest
    from public.guests g
    where g.id = ${guestId} and g.tour_id = ${tourId}
  `;
  return statement(query, ([row]) => row?.guest);
}

/** Adds a walk-in to tour `tourId` (the walk-in policy and check_guest's group size decide). */
export async function addWalkIn(
  tx: Tx,
  tourId: string,
  input: WalkInPayload,
): Promise<ManifestGuest> {
  const [added] = await tx<{ id: string }[]>`
    insert into public.guests (tour_id, name, date_of_birth, walk_in)
    values (${tourId}, ${input.name}, ${input.dateOfBirth}, true)
    returning id
  `;
  if (!added) throw new HttpError(404, "Tour not found");
  const [row] = await tx<{ guest: ManifestGuest }[]>`
    select private.manifest_guest_json(g, private.tour_local_date(g.tour_id),
      private.tour_waiver_document(t.opportunity_id)) as guest
    from public.guests g join public.tours t on t.id = g.tour_id
    where g.id = ${added.id}
  `;
  return row?.guest as ManifestGuest;
}

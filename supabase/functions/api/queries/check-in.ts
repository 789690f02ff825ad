import type { Manifest, ManifestGuest } from "../../_shared/portable/contracts/check-in.ts";
import type { CheckInPayload, WalkInPayload } from "../../_shared/portable/schemas/check-in.ts";
import type { Tx } from "../../_shared/server/db.ts";

/** Tour `tourId`'s manifest (public.tour_manifest decides who reads it, and when). */
export async function readManifest(tx: Tx, tourId: string): Promise<Manifest> {
  const [row] = await tx<{ manifest: Manifest }[]>`
    select public.tour_manifest(${tourId}) as manifest
  `;
  return row.manifest;
}

/**
 * Checks in guest `guestId` of tour `tourId`; undefined when the caller reads no such guest
 * of that tour (RLS: the tour's partner in the window, or an admin).
 */
export async function checkInGuest(
  tx: Tx,
  tourId: string,
  guestId: string,
  input: CheckInPayload,
): Promise<ManifestGuest | undefined> {
  const [row] = await tx<{ guest: ManifestGuest }[]>`
    select public.check_in_guest(g.id, ${input.idType}, ${input.signatureName ?? null}) as guest
    from public.guests g
    where g.id = ${guestId} and g.tour_id = ${tourId}
  `;
  return row?.guest;
}

/** Marks guest `guestId` of tour `tourId` a no-show; undefined as for checkInGuest. */
export async function markNoShow(
  tx: Tx,
  tourId: string,
  guestId: string,
): Promise<ManifestGuest | undefined> {
  const [row] = await tx<{ guest: ManifestGuest }[]>`
    select public.mark_guest_no_show(g.id) as guest
    from public.guests g
    where g.id = ${guestId} and g.tour_id = ${tourId}
  `;
  return row?.guest;
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
  const [row] = await tx<{ guest: ManifestGuest }[]>`
    select private.manifest_guest_json(g, private.tour_local_date(g.tour_id),
      private.tour_waiver_document(t.opportunity_id)) as guest
    from public.guests g join public.tours t on t.id = g.tour_id
    where g.id = ${added.id}
  `;
  return row.guest;
}

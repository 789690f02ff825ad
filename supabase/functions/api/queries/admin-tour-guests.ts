import type { GuestPayload } from "../../_shared/portable/schemas/guest.ts";
import type { Tx } from "../../_shared/server/transaction.ts";

/** An admin's edits of any tour's guest list, as the caller: RLS and check_guest decide. */

export async function readTourGuestList(tx: Tx, tourId: string) {
  const [row] = await tx<{ list: unknown }[]>`select public.tour_guest_list(${tourId}) as list`;
  return row?.list;
}

/** The guest as the list shows it (private.guest_json, the one shape). */
function guestJson(tx: Tx, where: ReturnType<Tx>) {
  return tx<{ guest: unknown }[]>`
    with written as (${where})
    select private.guest_json(w) as guest from written w
  `;
}

export async function insertTourGuest(tx: Tx, tourId: string, guest: GuestPayload) {
  const [row] = await guestJson(
    tx,
    tx`insert into public.guests (tour_id, name, date_of_birth, email, phone)
       values (${tourId}, ${guest.name}, ${guest.dateOfBirth}::date, ${guest.email ?? null},
               ${guest.phone ?? null})
       returning *`,
  );
  return row?.guest;
}

export async function updateTourGuest(
  tx: Tx,
  tourId: string,
  guestId: string,
  guest: GuestPayload,
) {
  const [row] = await guestJson(
    tx,
    tx`update public.guests
       set name = ${guest.name}, date_of_birth = ${guest.dateOfBirth}::date,
           email = ${guest.email ?? null}, phone = ${guest.phone ?? null}
       where id = ${guestId} and tour_id = ${tourId}
       returning *`,
  );
  return row?.guest;
}

export async function deleteTourGuest(tx: Tx, tourId: string, guestId: string) {
  const rows = await tx`
    delete from public.guests where id = ${guestId} and tour_id = ${tourId} returning id
  `;
  return rows.length > 0;
}

export async function resendGuestListLink(tx: Tx, tourId: string) {
  const [row] = await tx<{ link: unknown }[]>`
    select public.resend_guest_list_link(${tourId}) as link
  `;
  return row?.link;
}

export async function revokeGuestListLink(tx: Tx, tourId: string) {
  const [row] = await tx<{ link: unknown }[]>`
    select public.revoke_guest_list_link(${tourId}) as link
  `;
  return row?.link;
}

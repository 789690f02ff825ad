import type { GuestPayload } from "../../_shared/portable/schemas/guest.ts";
import type { Tx } from "../../_shared/server/transaction.ts";

/**
 * The organiser's guest list through its link: every call is one of the database's functions
 * (24_guests.sql), which check the token, its expiry and revocation, the tour's state and the
 * list's rules, and count the link's use.
 */

export async function readGuestList(tx: Tx, token: string) {
  const [row] = await tx<{ list: unknown }[]>`select public.guest_list(${token}) as list`;
  return row?.list;
}

export async function addGuest(tx: Tx, token: string, guest: GuestPayload) {
  const [row] = await tx<{ guest: unknown }[]>`
    select public.add_guest(
      ${token}, ${guest.name}, ${guest.dateOfBirth}::date, ${guest.email ?? null},
      ${guest.phone ?? null}
    ) as guest
  `;
  return row?.guest;
}

export async function updateGuest(tx: Tx, token: string, guestId: string, guest: GuestPayload) {
  const [row] = await tx<{ guest: unknown }[]>`
    select public.update_guest(
      ${token}, ${guestId}::uuid, ${guest.name}, ${guest.dateOfBirth}::date,
      ${guest.email ?? null}, ${guest.phone ?? null}
    ) as guest
  `;
  return row?.guest;
}

export async function removeGuest(tx: Tx, token: string, guestId: string) {
  await tx`select public.remove_guest(${token}, ${guestId}::uuid)`;
}

export async function readWaiver(tx: Tx, token: string) {
  const [row] = await tx<{ waiver: unknown }[]>`select public.waiver_to_sign(${token}) as waiver`;
  return row?.waiver;
}

export async function signWaiver(tx: Tx, token: string, signatureName: string) {
  const [row] = await tx<{ waiver: unknown }[]>`
    select public.sign_waiver(${token}, ${signatureName}) as waiver
  `;
  return row?.waiver;
}

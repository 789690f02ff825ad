import type { ManifestGuest } from "@shared/contracts/check-in";
import type { CheckInPayload } from "@shared/schemas/check-in";
import { api } from "@/lib/api-client";

/** A check-in or a no-show as the phone keeps it until it is sent (check-in/pending-marks). */
export interface GuestMark {
  /** The mark's Idempotency-Key: sent again after a lost answer, it is done once. */
  key: string;
  tourId: string;
  guestId: string;
  guestName: string;
  action: "check-in" | "no-show";
  checkIn?: CheckInPayload;
  markedAt: string;
}

/** POST /api/tours/{id}/guests/{guestId}/check-in or …/no-show, with the mark's key. */
export function sendGuestMark(mark: GuestMark) {
  const path = `/api/tours/${encodeURIComponent(mark.tourId)}/guests/${encodeURIComponent(mark.guestId)}/${mark.action}`;
  return api.post<ManifestGuest>(path, mark.checkIn ?? {}, { idempotencyKey: mark.key });
}

import { formatTourWhen } from "./tour-time.ts";

/** What the partner's bids and calendar know of a tour's fate (GET /api/bids, /api/tours/upcoming). */
export interface TourFate {
  /** The opportunity's status, or the tour's. */
  status: string;
  date: string;
  timeZone: string;
  location: string;
  cancellationReason: string | null;
  previousDate: string | null;
  previousLocation: string | null;
  movedAt: string | null;
}

export interface TourNotice {
  kind: "cancelled" | "moved";
  text: string;
}

/**
 * The sentence a partner reads beside a bid or a tour the organiser changed: "Cancelled by the
 * organiser: Venue flooded", or "Moved to Tue, Dec 1, 10:00 AM PST (was Mon, Nov 30, 10:00 AM
 * PST)". A move counts only after `since` (when the bid was placed or the tour scheduled): what
 * was already so then is no news. Null when nothing happened.
 */
export function tourNotice(fate: TourFate, since?: string | null): TourNotice | null {
  if (fate.status === "cancelled") {
    const reason = fate.cancellationReason?.trim();
    return {
      kind: "cancelled",
      text: reason ? `Cancelled by the organiser: ${reason}` : "Cancelled by the organiser",
    };
  }
  const moved =
    fate.movedAt &&
    (fate.status === "open" || fate.status === "awarded" || fate.status === "scheduled") &&
    (!since || Date.parse(fate.movedAt) > Date.parse(since));
  if (!moved) return null;
  const changes = [
    fate.previousDate
      ? `${formatTourWhen(fate.date, fate.timeZone)} (was ${formatTourWhen(fate.previousDate, fate.timeZone)})`
      : null,
    fate.previousLocation ? `${fate.location} (was ${fate.previousLocation})` : null,
  ].filter(Boolean);
  return changes.length > 0 ? { kind: "moved", text: `Moved to ${changes.join("; ")}` } : null;
}

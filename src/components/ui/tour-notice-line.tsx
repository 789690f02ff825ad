import { type TourFate, tourNotice } from "@shared/tour-notice";

/**
 * What the organiser changed, where the partner looks (My Bids, the calendar, the dashboard):
 * "Cancelled by the organiser: Venue flooded", "Moved to …". Nothing when nothing happened;
 * `since` leaves out a move the partner already knew of.
 */
export function TourNoticeLine({
  fate,
  since,
  className = "",
}: {
  fate: TourFate;
  since?: string | null;
  className?: string;
}) {
  const notice = tourNotice(fate, since);
  if (!notice) return null;
  return (
    <p
      className={`flex items-start gap-1.5 text-sm font-medium break-words ${className}`}
      data-notice={notice.kind}
    >
      <span
        aria-hidden="true"
        className={`mt-1.5 size-2 flex-none rounded-full ${notice.kind === "cancelled" ? "bg-error" : "bg-warning"}`}
      />
      <span>{notice.text}</span>
    </p>
  );
}

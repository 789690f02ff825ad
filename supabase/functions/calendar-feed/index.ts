import type { MeetingAddress } from "../_shared/portable/contracts/api.ts";
import { buildCalendar, type CalendarEvent } from "../_shared/portable/ics.ts";
import { meetingAddressLine } from "../_shared/portable/meeting-place.ts";
import { formatTourDateTime } from "../_shared/portable/tour-time.ts";
import { asCaller } from "../_shared/server/db.ts";
import {
  isUnavailable,
  RETRY_AFTER_SECONDS,
  UNAVAILABLE_MESSAGE,
} from "../_shared/server/unavailable.ts";

/**
 * The private iCal feed of a partner's tours (an admin's: every partner's tours, named by
 * partner), which Google and Apple Calendar subscribe to:
 * GET /calendar-feed?token=<feed secret>. Calendar apps send no session, so this function runs
 * without verify_jwt; the revocable secret is the credential, checked by
 * public.calendar_feed() as anon.
 */

interface FeedTour {
  id: string;
  status: "scheduled" | "completed" | "cancelled";
  start: string;
  /** The tour's clock: DTSTART is the UTC instant; the description names it on this clock. */
  timeZone: string;
  durationHours: number;
  title: string;
  location: string;
  /** The address beyond the town, for a tour not cancelled that has one. */
  meetingPlace: MeetingAddress | null;
  description: string | null;
  groupSize: number;
  agreedAmount: string | null;
  cancellationReason: string | null;
  createdAt: string;
  updatedAt: string;
  /** Only in an admin's platform feed: whose tour it is. */
  partnerName?: string | null;
}

interface Feed {
  calendarName: string;
  tours: FeedTour[];
}

const HOUR_MS = 3_600_000;
const EVENT_DOMAIN = "tour-partner-portal";

function eventDescription(tour: FeedTour) {
  return [
    tour.partnerName ? `Partner: ${tour.partnerName}` : null,
    `Starts ${formatTourDateTime(tour.start, tour.timeZone)} (${tour.timeZone})`,
    `Meeting address: ${meetingAddressLine(tour.location, tour.meetingPlace)}`,
    tour.meetingPlace?.instructions ? `Where to meet: ${tour.meetingPlace.instructions}` : null,
    tour.description,
    `Group size: ${tour.groupSize} guests`,
    tour.agreedAmount ? `Agreed amount: $${tour.agreedAmount}` : null,
    tour.status === "completed" ? "Completed" : null,
    tour.cancellationReason ? `Cancelled: ${tour.cancellationReason}` : null,
  ]
    .filter(Boolean)
    .join("\n");
}

/**
 * SEQUENCE without a stored counter: the seconds from the tour's creation to its last change,
 * which grow with every change (a new date or place touches the tour, and so does a cancellation).
 */
function sequenceOf(tour: FeedTour) {
  const seconds = Math.floor((Date.parse(tour.updatedAt) - Date.parse(tour.createdAt)) / 1000);
  return Number.isFinite(seconds) ? Math.max(0, seconds) : 0;
}

function toEvent(tour: FeedTour): CalendarEvent {
  const start = new Date(tour.start);
  return {
    uid: `${tour.id}@${EVENT_DOMAIN}`,
    start,
    end: new Date(start.getTime() + tour.durationHours * HOUR_MS),
    summary: tour.partnerName ? `${tour.title} (${tour.partnerName})` : tour.title,
    location: meetingAddressLine(tour.location, tour.meetingPlace),
    description: eventDescription(tour),
    status: tour.status === "cancelled" ? "CANCELLED" : "CONFIRMED",
    sequence: sequenceOf(tour),
    created: new Date(tour.createdAt),
    lastModified: new Date(tour.updatedAt),
  };
}

function notFound() {
  return new Response("Calendar not found\n", {
    status: 404,
    headers: { "content-type": "text/plain; charset=utf-8" },
  });
}

Deno.serve(async (request) => {
  if (request.method !== "GET" && request.method !== "HEAD") {
    return new Response("Method not allowed\n", { status: 405, headers: { allow: "GET, HEAD" } });
  }
  const token = new URL(request.url).searchParams.get("token") ?? "";
  if (!/^[0-9a-f]{32,128}$/i.test(token)) return notFound();
  try {
    const [row] = await asCaller(
      { role: "anon" },
      (tx) => tx<{ feed: Feed | null }[]>`select public.calendar_feed(${token}) as feed`,
    );
    if (!row?.feed) return notFound();
    const body = buildCalendar({
      name: row.feed.calendarName,
      productId: "-//Tour Partner Portal//Tour calendar//EN",
      events: row.feed.tours.map(toEvent),
      generatedAt: new Date(),
    });
    return new Response(request.method === "HEAD" ? null : body, {
      headers: {
        "content-type": "text/calendar; charset=utf-8",
        "content-disposition": 'inline; filename="tours.ics"',
        "cache-control": "private, max-age=300",
      },
    });
  } catch (error) {
    if (isUnavailable(error)) {
      return new Response(`${UNAVAILABLE_MESSAGE}\n`, {
        status: 503,
        headers: { "retry-after": String(RETRY_AFTER_SECONDS) },
      });
    }
    const requestId = crypto.randomUUID();
    console.error(`[${requestId}] calendar-feed:`, error);
    return new Response(`Internal server error (${requestId})\n`, { status: 500 });
  }
});

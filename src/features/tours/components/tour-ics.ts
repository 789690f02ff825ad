import type { TourDetails } from "@shared/contracts/tour-details";
import { buildCalendar } from "@shared/ics";
import { meetingAddressLine } from "@shared/meeting-place";
import { formatMoney } from "@/utils/format";
import { tourEnd } from "./tour-links";

/** The feed's own UID for this tour, so a calendar subscribed to the feed keeps one copy. */
const EVENT_DOMAIN = "tour-partner-portal";

function description(tour: TourDetails) {
  const client = tour.client;
  return [
    tour.description,
    tour.meetingPlace?.instructions ? `Where to meet: ${tour.meetingPlace.instructions}` : null,
    `Group: ${tour.groupSize} guests`,
    client?.name ? `Client: ${client.name}` : null,
    client?.phone ? `Phone: ${client.phone}` : null,
    client?.email ? `E-mail: ${client.email}` : null,
    tour.specialRequests ? `Special requests: ${tour.specialRequests}` : null,
    tour.accessibility.length > 0 ? `Accessibility: ${tour.accessibility.join(", ")}` : null,
    tour.instructions ? `Instructions: ${tour.instructions}` : null,
    tour.agreedAmount ? `Agreed amount: ${formatMoney(tour.agreedAmount)}` : null,
  ]
    .filter(Boolean)
    .join("\n");
}

/** One tour as an iCalendar file (RFC 5545) to add to any calendar app. */
export function tourIcs(tour: TourDetails, now = new Date()): string {
  return buildCalendar({
    name: tour.title,
    productId: "-//Tour Partner Portal//Tour//EN",
    generatedAt: now,
    events: [
      {
        uid: `${tour.id}@${EVENT_DOMAIN}`,
        start: new Date(tour.date),
        end: tourEnd(tour),
        summary: tour.title,
        location: meetingAddressLine(tour.location, tour.meetingPlace),
        description: description(tour),
        status: tour.status === "cancelled" ? "CANCELLED" : "CONFIRMED",
      },
    ],
  });
}

/** A link target that needs no request: works offline, at the farm gate. */
export function tourIcsHref(tour: TourDetails): string {
  return `data:text/calendar;charset=utf-8,${encodeURIComponent(tourIcs(tour))}`;
}

/** "sunrise-harvest-farm-tour.ics". */
export function tourIcsFileName(tour: Pick<TourDetails, "title">): string {
  const slug = tour.title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
  return `${slug || "tour"}.ics`;
}

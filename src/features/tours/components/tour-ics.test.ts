import ICAL from "ical.js";
import { describe, expect, it } from "vitest";
import { tourDetailsAt } from "./tour-detail-fixtures";
import { tourIcs, tourIcsFileName, tourIcsHref } from "./tour-ics";
import { mapsUrl, telUrl } from "./tour-links";

describe("tourIcs", () => {
  it("is one event a calendar parses: the feed's UID, start, end, place and what to bring", () => {
    const tour = tourDetailsAt("2025-01-15T10:00", { id: "7c7e" });
    const event = new ICAL.Event(
      new ICAL.Component(ICAL.parse(tourIcs(tour))).getFirstSubcomponent("vevent") ?? undefined,
    );
    expect(event.uid).toBe("7c7e@tour-partner-portal");
    expect(event.startDate.toJSDate().toISOString()).toBe(tour.date);
    expect(event.endDate.toJSDate().getTime() - Date.parse(tour.date)).toBe(3 * 3_600_000);
    expect(event.summary).toBe("Sunrise Harvest Farm Tour");
    expect(event.location).toBe("1200 Westside Road, Healdsburg, CA");
    expect(event.description).toContain("Phone: (415) 555-0123");
    expect(event.description).toContain("Special requests: Two guests are vegetarian.");
  });

  it("travels as a data link with a file name from the title", () => {
    const tour = tourDetailsAt("2025-01-15T10:00");
    expect(tourIcsHref(tour).startsWith("data:text/calendar;charset=utf-8,BEGIN%3AVCALENDAR")).toBe(
      true,
    );
    expect(tourIcsFileName(tour)).toBe("sunrise-harvest-farm-tour.ics");
  });
});

describe("tour links", () => {
  it("dials the digits of a formatted number, keeping a leading +", () => {
    expect(telUrl("(707) 555-0142")).toBe("tel:7075550142");
    expect(telUrl("+1 415 555 0123")).toBe("tel:+14155550123");
  });

  it("searches the maps app for the address", () => {
    expect(mapsUrl("1200 Westside Road, Healdsburg, CA")).toBe(
      "https://www.google.com/maps/search/?api=1&query=1200%20Westside%20Road%2C%20Healdsburg%2C%20CA",
    );
  });
});

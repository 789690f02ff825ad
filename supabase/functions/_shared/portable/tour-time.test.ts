import { describe, expect, test } from "vitest";
import { tourNotice } from "./tour-notice.ts";
import {
  describeTourZone,
  formatTourDate,
  formatTourDateTime,
  formatTourTime,
  formatTourWhen,
  toTourLocalInput,
} from "./tour-time.ts";

// 18:00 UTC on Nov 30: 10:00 in California (PST), 13:00 in New York.
const WINTER = "2026-11-30T18:00:00.000Z";
// 17:00 UTC on Jul 1: 10:00 in California (PDT).
const SUMMER = "2026-07-01T17:00:00Z";

describe("tour times on the tour's clock", () => {
  test("name the zone's abbreviation in force on that day", () => {
    expect(formatTourDateTime(WINTER, "America/Los_Angeles")).toBe("Nov 30, 2026 10:00 AM PST");
    expect(formatTourDateTime(SUMMER, "America/Los_Angeles")).toBe("Jul 1, 2026 10:00 AM PDT");
    expect(formatTourTime(WINTER, "America/New_York")).toBe("1:00 PM EST");
    expect(formatTourDate(WINTER, "Pacific/Honolulu")).toBe("Nov 30, 2026");
    expect(formatTourWhen(WINTER, "America/Los_Angeles")).toBe("Mon, Nov 30, 10:00 AM PST");
  });

  test("the day is the tour's, not the viewer's", () => {
    // 06:30 UTC on Dec 1 is still Nov 30 in California.
    expect(formatTourDate("2026-12-01T06:30:00Z", "America/Los_Angeles")).toBe("Nov 30, 2026");
  });

  test("a datetime-local value on the tour's clock", () => {
    expect(toTourLocalInput(WINTER, "America/Los_Angeles")).toBe("2026-11-30T10:00");
    expect(toTourLocalInput("2026-12-01T04:05:00Z", "America/Los_Angeles")).toBe(
      "2026-11-30T20:05",
    );
  });

  test("the clock the admin form names", () => {
    expect(describeTourZone("America/Los_Angeles", new Date(WINTER))).toBe(
      "Pacific Time (PST, America/Los_Angeles)",
    );
    expect(describeTourZone("America/New_York", new Date(SUMMER))).toBe(
      "Eastern Time (EDT, America/New_York)",
    );
    expect(describeTourZone("UTC")).toBe("UTC");
  });

  test("a zone the runtime does not know reads as UTC, named so; nonsense as nothing", () => {
    expect(formatTourDateTime(WINTER, "Nowhere/Atlantis")).toBe("Nov 30, 2026 6:00 PM UTC");
    expect(formatTourDateTime("not a date", "UTC")).toBe("");
  });
});

describe("tourNotice", () => {
  const fate = {
    status: "open",
    date: WINTER,
    timeZone: "America/Los_Angeles",
    location: "Sebastopol, CA",
    cancellationReason: null,
    previousDate: null,
    previousLocation: null,
    movedAt: null,
  };

  test("a cancellation names the organiser's reason", () => {
    expect(
      tourNotice({ ...fate, status: "cancelled", cancellationReason: "Venue flooded" }),
    ).toEqual({ kind: "cancelled", text: "Cancelled by the organiser: Venue flooded" });
    expect(tourNotice({ ...fate, status: "cancelled" })?.text).toBe("Cancelled by the organiser");
  });

  test("a move says where to and from, on the tour's clock", () => {
    const moved = {
      ...fate,
      previousDate: "2026-11-29T18:00:00Z",
      previousLocation: "Healdsburg, CA",
      movedAt: "2026-11-20T12:00:00Z",
    };
    expect(tourNotice(moved)).toEqual({
      kind: "moved",
      text: "Moved to Mon, Nov 30, 10:00 AM PST (was Sun, Nov 29, 10:00 AM PST); Sebastopol, CA (was Healdsburg, CA)",
    });
    // Moved before the bid was placed: no news.
    expect(tourNotice(moved, "2026-11-21T00:00:00Z")).toBeNull();
    expect(tourNotice(moved, "2026-11-19T00:00:00Z")?.kind).toBe("moved");
  });

  test("nothing happened, nothing said", () => {
    expect(tourNotice(fate)).toBeNull();
    expect(
      tourNotice({ ...fate, status: "completed", movedAt: "2026-11-20T12:00:00Z" }),
    ).toBeNull();
  });
});

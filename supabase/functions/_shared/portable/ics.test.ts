import ICAL from "ical.js";
import { describe, expect, test } from "vitest";
import { buildCalendar, escapeText, foldLine, formatUtc } from "./ics.ts";

describe("iCalendar text (RFC 5545)", () => {
  test("escapes backslash, semicolon, comma and newlines in TEXT values", () => {
    expect(escapeText("a\\b;c,d\ne\r\nf")).toBe("a\\\\b\\;c\\,d\\ne\\nf");
  });

  test("folds at 75 octets with a leading space, never inside a UTF-8 character", () => {
    expect(foldLine("x".repeat(75))).toBe("x".repeat(75));
    const folded = foldLine(`SUMMARY:${"é".repeat(60)}`);
    const lines = folded.split("\r\n");
    expect(lines.length).toBeGreaterThan(1);
    for (const line of lines) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
    for (const line of lines.slice(1)) expect(line.startsWith(" ")).toBe(true);
    expect(lines.map((line, i) => (i === 0 ? line : line.slice(1))).join("")).toBe(
      `SUMMARY:${"é".repeat(60)}`,
    );
    expect(folded).not.toContain("\uFFFD");
  });

  test("writes UTC date-times", () => {
    expect(formatUtc(new Date("2025-01-05T15:00:09.999Z"))).toBe("20250105T150009Z");
  });

  test("a calendar that ical.js reads back", () => {
    const text = buildCalendar({
      name: "Farm, Tours; etc",
      productId: "-//Test//EN",
      generatedAt: new Date("2025-01-01T00:00:00Z"),
      events: [
        {
          uid: "one@test",
          start: new Date("2025-01-05T15:00:00Z"),
          end: new Date("2025-01-05T18:00:00Z"),
          summary: `A ${"long ".repeat(30)}summary`,
          location: "Healdsburg, CA",
          description: "First line\nSecond; line",
          status: "CONFIRMED",
          sequence: 3,
        },
      ],
    });
    expect(text.split("\r\n").every((line) => Buffer.byteLength(line) <= 75)).toBe(true);
    const calendar = new ICAL.Component(ICAL.parse(text));
    // X- properties are TEXT by default (RFC 5545 §3.8.8.2), so they are escaped too.
    expect(text).toContain("X-WR-CALNAME:Farm\\, Tours\\; etc\r\n");
    const event = new ICAL.Event(calendar.getFirstSubcomponent("vevent") as ICAL.Component);
    expect(event.summary).toBe(`A ${"long ".repeat(30)}summary`);
    expect(event.description).toBe("First line\nSecond; line");
    expect(event.location).toBe("Healdsburg, CA");
    expect(event.startDate.toString()).toBe("2025-01-05T15:00:00Z");
    expect(event.endDate.toString()).toBe("2025-01-05T18:00:00Z");
    expect(event.sequence).toBe(3);
  });
});

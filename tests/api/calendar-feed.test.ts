import ICAL from "ical.js";
import { afterAll, describe, expect, test } from "vitest";
import { ownerPool } from "../support/db-callers.ts";
import { createOpportunity } from "../support/db-fixtures.ts";
import { testStack } from "../support/stack.ts";
import { accountsBeforeAll, createPartner, type Partner } from "./support/accounts.ts";
import { inDays } from "./support/opportunities.ts";
import { acceptBid, completeTour } from "./support/tours.ts";

const pool = ownerPool(3);

const { admin, partner, other } = accountsBeforeAll(pool, {
  admin: ["admin", "feed-admin"],
  partner: ["partner", "feed"],
  other: ["partner", "feed-other"],
});

afterAll(() => pool.end());

/** A tour for `who`, made the real way: a bid accepted by the admin. */
async function tourFor(who: Partner, values: Record<string, unknown>) {
  const opportunityId = await createOpportunity(pool, values);
  const bid = await who.call("POST", "/api/bids", { opportunityId, amount: 480 });
  return acceptBid(pool, admin, bid.body.id);
}

async function fetchFeed(url: string) {
  const response = await fetch(url);
  return {
    status: response.status,
    type: response.headers.get("content-type"),
    text: await response.text(),
  };
}

describe("GET/POST/DELETE /api/calendar/feed-url", () => {
  test("gives the same private URL until it is rotated or revoked", async () => {
    const { data, error } = await partner.client.functions.invoke("api/calendar/feed-url", {
      method: "GET",
    });
    expect(error).toBeNull();
    expect(data.url).toMatch(
      new RegExp(`^${testStack.apiUrl}/functions/v1/calendar-feed\\?token=[0-9a-f]{64}$`),
    );
    expect(data.webcalUrl).toBe(data.url.replace(/^http:/, "webcal:"));
    expect((await partner.call("GET", "/api/calendar/feed-url")).body.url).toBe(data.url);

    const rotated = await partner.call("POST", "/api/calendar/feed-url");
    expect(rotated.status).toBe(201);
    expect(rotated.body.url).not.toBe(data.url);
    expect((await fetchFeed(data.url)).status).toBe(404);
    expect((await fetchFeed(rotated.body.url)).status).toBe(200);

    expect((await partner.call("DELETE", "/api/calendar/feed-url")).status).toBe(204);
    expect((await fetchFeed(rotated.body.url)).status).toBe(404);
    const fresh = await partner.call("GET", "/api/calendar/feed-url");
    expect(fresh.body.url).not.toBe(rotated.body.url);
    expect((await fetchFeed(fresh.body.url)).status).toBe(200);
  });
});

describe("the calendar-feed function", () => {
  test("serves the partner's tours as valid iCalendar, without a session", async () => {
    const title =
      "Harvest, Trim; and \\ Cure — a very long tour title that certainly needs folding ✓";
    const scheduled = await tourFor(partner, {
      title,
      location: "1200 Westside Rd, Healdsburg, CA",
      description: "Line one.\nLine two, with a comma.",
      date: inDays(10),
      duration: 4,
      group_size: 12,
    });
    const completed = await tourFor(partner, { title: "Completed feed tour", date: inDays(3) });
    await completeTour(pool, admin, completed.id, "480.00", 5);
    const cancelled = await tourFor(partner, { title: "Cancelled feed tour", date: inDays(5) });
    await pool.query(
      "update public.tours set status = 'cancelled', cancellation_reason = 'Storm warning' where id = $1",
      [cancelled.id],
    );
    const notMine = await tourFor(other, { title: "Someone else's tour", date: inDays(4) });

    const { body } = await partner.call("GET", "/api/calendar/feed-url");
    const feed = await fetchFeed(body.url);
    expect(feed.status).toBe(200);
    expect(feed.type).toBe("text/calendar; charset=utf-8");

    // RFC 5545 framing: CRLF line ends, no line over 75 octets, continuations start with a space.
    expect(feed.text.endsWith("\r\n")).toBe(true);
    const lines = feed.text.slice(0, -2).split("\r\n");
    expect(feed.text.replace(/\r\n/g, "")).not.toMatch(/[\r\n]/);
    for (const line of lines) expect(Buffer.byteLength(line, "utf8")).toBeLessThanOrEqual(75);
    expect(lines.some((line) => line.startsWith(" "))).toBe(true);

    const calendar = new ICAL.Component(ICAL.parse(feed.text));
    expect(calendar.getFirstPropertyValue("version")).toBe("2.0");
    expect(calendar.getFirstPropertyValue("prodid")).toBeTruthy();
    expect(calendar.getFirstPropertyValue("x-wr-calname")).toBe("Sunny Acres tours");
    const events = new Map(
      calendar.getAllSubcomponents("vevent").map((vevent) => {
        const event = new ICAL.Event(vevent);
        return [event.uid, { event, vevent }];
      }),
    );
    expect(events.has(`${notMine.id}@tour-partner-portal`)).toBe(false);

    const main = events.get(`${scheduled.id}@tour-partner-portal`);
    expect(main).toBeDefined();
    const { event, vevent } = main as NonNullable<typeof main>;
    expect(event.summary).toBe(title);
    expect(event.location).toBe("1200 Westside Rd, Healdsburg, CA");
    expect(event.description).toContain("Line one.\nLine two, with a comma.");
    expect(event.description).toContain("Group size: 12 guests");
    expect(event.description).toContain("Agreed amount: $480.00");
    // iCalendar times have whole seconds.
    const start = new Date(scheduled.scheduled_for).getTime();
    expect(event.startDate.toJSDate().getTime()).toBe(start - (start % 1000));
    expect(event.startDate.zone.tzid).toBe("UTC");
    expect(event.endDate.toJSDate().getTime() - event.startDate.toJSDate().getTime()).toBe(
      4 * 3_600_000,
    );
    expect(vevent.getFirstPropertyValue("status")).toBe("CONFIRMED");
    expect(vevent.getFirstPropertyValue("dtstamp")).toBeTruthy();

    expect(events.get(`${completed.id}@tour-partner-portal`)?.event.description).toContain(
      "Completed",
    );
    const cancelledEvent = events.get(`${cancelled.id}@tour-partner-portal`);
    expect(cancelledEvent?.vevent.getFirstPropertyValue("status")).toBe("CANCELLED");
    expect(cancelledEvent?.event.description).toContain("Cancelled: Storm warning");
  });

  test("404 for a missing, malformed or unknown token; 404 once the partner is inactive", async () => {
    const base = `${testStack.apiUrl}/functions/v1/calendar-feed`;
    expect((await fetchFeed(base)).status).toBe(404);
    expect((await fetchFeed(`${base}?token=abc`)).status).toBe(404);
    expect((await fetchFeed(`${base}?token=${"0".repeat(64)}`)).status).toBe(404);

    const leaving = await createPartner(pool, "feed-leaving");
    const { body } = await leaving.call("GET", "/api/calendar/feed-url");
    expect((await fetchFeed(body.url)).status).toBe(200);
    await pool.query("update public.users set is_active = false where id = $1", [leaving.id]);
    expect((await fetchFeed(body.url)).status).toBe(404);
  });

  test("anon cannot read the integrations table directly, only through the feed function", async () => {
    const { rows } = await pool.query(
      "select has_table_privilege('anon', 'public.calendar_integrations', 'select') as can",
    );
    expect(rows[0].can).toBe(false);
  });
});

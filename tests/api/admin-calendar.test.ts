import { randomUUID } from "node:crypto";
import ICAL from "ical.js";
import { afterAll, describe, expect, test } from "vitest";
import { ownerPool } from "../support/db-callers.ts";
import { createOpportunity } from "../support/db-fixtures.ts";
import { testStack } from "../support/stack.ts";
import {
  accountsBeforeAll,
  COMPLETE_PROFILE,
  createAdmin,
  type Partner,
} from "./support/accounts.ts";
import { type AnyBody, callApi } from "./support/call-api.ts";
import { inDays } from "./support/opportunities.ts";
import { acceptBid } from "./support/tours.ts";

const pool = ownerPool(3);
const marker = randomUUID().slice(0, 8);
const { admin, partner, quiet } = accountsBeforeAll(pool, {
  admin: ["admin", "calendar-admin"],
  partner: [
    "partner",
    "calendar-partner",
    { ...COMPLETE_PROFILE, business_name: `Ridge ${marker} Farms` },
  ],
  quiet: [
    "partner",
    "calendar-quiet",
    { ...COMPLETE_PROFILE, business_name: `Quiet ${marker} Growers` },
  ],
});

afterAll(() => pool.end());

async function fetchFeed(url: string) {
  const response = await fetch(url);
  return {
    status: response.status,
    type: response.headers.get("content-type"),
    text: await response.text(),
  };
}

/** A tour for `who`, made the real way: a bid accepted by the admin. */
async function tourFor(who: Partner, title: string, days: number) {
  const opportunityId = await createOpportunity(pool, { title, date: inDays(days) });
  const bid = await who.call("POST", "/api/bids", { opportunityId, amount: 350 });
  return acceptBid(pool, admin, bid.body.id);
}

/** Every partner row of GET /api/admin/calendar/feeds, page after page. */
async function allPartnerFeeds() {
  const rows: AnyBody[] = [];
  for (let page = 1; ; page += 1) {
    const { status, body } = await admin.call(
      "GET",
      `/api/admin/calendar/feeds?page=${page}&pageSize=100`,
    );
    expect(status).toBe(200);
    rows.push(...body.items);
    if (page * body.pageSize >= body.total) return { rows, total: body.total };
  }
}

describe("admin calendar endpoints refuse everyone but admins", () => {
  const endpoints = [
    ["GET", "/api/admin/calendar/feed-url"],
    ["POST", "/api/admin/calendar/feed-url"],
    ["DELETE", "/api/admin/calendar/feed-url"],
    ["GET", "/api/admin/calendar/feeds"],
  ] as const;

  test.each(endpoints)("%s %s: 403 for a partner, 401 without a session", async (method, path) => {
    const refused = await partner.call(method, path);
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({ message: "Admin access required" });
    const anonymous = await callApi(undefined, method, path, undefined, {
      authorization: `Bearer ${testStack.anonKey}`,
    });
    expect(anonymous.status).toBe(401);
    expect(anonymous.body).toEqual({ message: "Unauthorized" });
  });
});

describe("the platform feed", () => {
  test("is off until turned on; reading it never makes one", async () => {
    const fresh = await createAdmin(pool, "calendar-fresh-admin");
    const off = await fresh.call("GET", "/api/admin/calendar/feed-url");
    expect(off.status).toBe(200);
    expect(off.body).toEqual({
      enabled: false,
      url: null,
      webcalUrl: null,
      createdAt: null,
      lastFetchedAt: null,
    });
    expect((await fresh.call("GET", "/api/admin/calendar/feed-url")).body.enabled).toBe(false);
  });

  test("holds every partner's tours, named by partner, as valid iCalendar", async () => {
    const ridgeTitle = `Ridge harvest walk ${marker}`;
    const ridgeTour = await tourFor(partner, ridgeTitle, 12);
    const quietTour = await tourFor(quiet, `Quiet greenhouse tour ${marker}`, 8);

    const on = await admin.call("POST", "/api/admin/calendar/feed-url");
    expect(on.status).toBe(201);
    expect(on.body).toMatchObject({ enabled: true, lastFetchedAt: null });
    expect(on.body.url).toMatch(
      new RegExp(`^${testStack.apiUrl}/functions/v1/calendar-feed\\?token=[0-9a-f]{64}$`),
    );
    expect(on.body.webcalUrl).toBe(on.body.url.replace(/^http:/, "webcal:"));
    expect((await admin.call("GET", "/api/admin/calendar/feed-url")).body.url).toBe(on.body.url);

    const feed = await fetchFeed(on.body.url);
    expect(feed.status).toBe(200);
    expect(feed.type).toBe("text/calendar; charset=utf-8");
    const calendar = new ICAL.Component(ICAL.parse(feed.text));
    expect(calendar.getFirstPropertyValue("x-wr-calname")).toBe("Tour Partner Portal: all tours");
    const events = new Map(
      calendar.getAllSubcomponents("vevent").map((vevent) => {
        const event = new ICAL.Event(vevent);
        return [event.uid, event];
      }),
    );
    const ridge = events.get(`${ridgeTour.id}@tour-partner-portal`);
    expect(ridge?.summary).toBe(`${ridgeTitle} (Ridge ${marker} Farms)`);
    expect(ridge?.description).toContain(`Partner: Ridge ${marker} Farms`);
    expect(ridge?.description).toContain("Agreed amount: $350.00");
    expect(events.get(`${quietTour.id}@tour-partner-portal`)?.summary).toContain(
      `Quiet ${marker} Growers`,
    );

    // The partner's own feed stays theirs alone, without partner names.
    const own = await partner.call("GET", "/api/calendar/feed-url");
    const ownFeed = new ICAL.Component(ICAL.parse((await fetchFeed(own.body.url)).text));
    const ownEvents = ownFeed.getAllSubcomponents("vevent").map((v) => new ICAL.Event(v));
    expect(ownEvents.map((event) => event.uid)).toContain(`${ridgeTour.id}@tour-partner-portal`);
    expect(ownEvents.map((event) => event.uid)).not.toContain(
      `${quietTour.id}@tour-partner-portal`,
    );
    expect(ownEvents.find((event) => event.uid.startsWith(ridgeTour.id))?.summary).toBe(ridgeTitle);

    const fetched = await admin.call("GET", "/api/admin/calendar/feed-url");
    expect(fetched.body.lastFetchedAt).not.toBeNull();
  });

  test("reset gives a new URL and revokes the old one; turning it off revokes it too", async () => {
    const first = await admin.call("POST", "/api/admin/calendar/feed-url");
    expect((await fetchFeed(first.body.url)).status).toBe(200);

    const reset = await admin.call("POST", "/api/admin/calendar/feed-url");
    expect(reset.status).toBe(201);
    expect(reset.body.url).not.toBe(first.body.url);
    expect((await fetchFeed(first.body.url)).status).toBe(404);
    expect((await fetchFeed(reset.body.url)).status).toBe(200);

    const off = await admin.call("DELETE", "/api/admin/calendar/feed-url");
    expect(off.status).toBe(204);
    expect((await fetchFeed(reset.body.url)).status).toBe(404);
    expect((await admin.call("GET", "/api/admin/calendar/feed-url")).body.enabled).toBe(false);
  });

  test("an admin who loses the role loses the platform feed at once", async () => {
    const leaving = await createAdmin(pool, "calendar-leaving-admin");
    await tourFor(partner, `Tour seen by a leaving admin ${marker}`, 9);
    const { body } = await leaving.call("POST", "/api/admin/calendar/feed-url");
    const before = new ICAL.Component(ICAL.parse((await fetchFeed(body.url)).text));
    expect(before.getAllSubcomponents("vevent").length).toBeGreaterThan(0);

    await pool.query("update public.users set role = 'partner' where id = $1", [leaving.id]);
    const after = await fetchFeed(body.url);
    expect(after.status).toBe(200);
    const calendar = new ICAL.Component(ICAL.parse(after.text));
    expect(calendar.getAllSubcomponents("vevent")).toHaveLength(0);
  });
});

describe("GET /api/admin/calendar/feeds", () => {
  test("lists partners with their feed status and upcoming tours, never a secret", async () => {
    await partner.call("GET", "/api/calendar/feed-url");
    await tourFor(partner, `Upcoming count tour ${marker}`, 15);
    const { rows, total } = await allPartnerFeeds();
    expect(rows).toHaveLength(total);

    const withFeed = rows.find((row) => row.partnerId === partner.id);
    expect(withFeed).toMatchObject({
      email: partner.email,
      businessName: `Ridge ${marker} Farms`,
      isActive: true,
      hasFeed: true,
    });
    expect(withFeed.upcomingTours).toBeGreaterThanOrEqual(1);
    expect(Date.parse(withFeed.feedCreatedAt)).not.toBeNaN();

    const { rows: ownTours } = await pool.query(
      "select count(*)::int as n from public.tours where partner_id = $1 and status = 'scheduled' and scheduled_for >= now()",
      [partner.id],
    );
    expect(withFeed.upcomingTours).toBe(ownTours[0].n);

    expect(rows.find((row) => row.partnerId === quiet.id)).toMatchObject({
      hasFeed: false,
      feedCreatedAt: null,
      lastFetchedAt: null,
    });
    expect(rows.some((row) => row.partnerId === admin.id)).toBe(false);

    const { rows: tokens } = await pool.query(
      "select access_token from public.calendar_integrations where access_token is not null",
    );
    const text = JSON.stringify(rows);
    for (const { access_token } of tokens) expect(text).not.toContain(access_token);
  });

  test("?search= finds partners by business name, name or e-mail, and no one else", async () => {
    const byBusiness = await admin.call(
      "GET",
      `/api/admin/calendar/feeds?search=${encodeURIComponent(`ridge ${marker}`)}`,
    );
    expect(byBusiness.body.items.map((row: { partnerId: string }) => row.partnerId)).toEqual([
      partner.id,
    ]);
    expect(byBusiness.body.total).toBe(1);
    const byEmail = await admin.call(
      "GET",
      `/api/admin/calendar/feeds?search=${encodeURIComponent(quiet.email)}`,
    );
    expect(byEmail.body.items.map((row: { partnerId: string }) => row.partnerId)).toEqual([
      quiet.id,
    ]);
    const byAdmin = await admin.call(
      "GET",
      `/api/admin/calendar/feeds?search=${encodeURIComponent(admin.email)}`,
    );
    expect(byAdmin.body).toMatchObject({ items: [], total: 0 });
  });

  test("pages: ?page= and ?pageSize=, a bad parameter is a 400", async () => {
    const { body } = await admin.call("GET", "/api/admin/calendar/feeds?pageSize=1&page=2");
    expect(body).toMatchObject({ page: 2, pageSize: 1 });
    expect(body.items).toHaveLength(1);
    const past = await admin.call("GET", "/api/admin/calendar/feeds?pageSize=100&page=100000");
    expect(past.body).toMatchObject({ items: [], page: 100000, total: body.total });
    expect(body.total).toBeGreaterThan(1);
    expect((await admin.call("GET", "/api/admin/calendar/feeds")).body.pageSize).toBe(20);
    expect((await admin.call("GET", "/api/admin/calendar/feeds?pageSize=500")).status).toBe(400);
  });
});

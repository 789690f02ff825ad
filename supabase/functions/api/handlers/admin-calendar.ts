import { Hono } from "hono";
import type { PlatformFeed } from "../../_shared/portable/contracts/calendar.ts";
import type { Sent } from "../../_shared/portable/contracts/sent.ts";
import type { AppEnv } from "../../_shared/server/app-env.ts";
import { feedLinks, newFeedToken } from "../../_shared/server/calendar-feed-links.ts";
import { withCaller } from "../../_shared/server/db.ts";
import { requireAdmin } from "../../_shared/server/require-admin.ts";
import {
  listPartnerFeeds,
  type PlatformFeedRow,
  readOwnFeed,
  revokeOwnFeed,
  storeOwnFeedToken,
} from "../queries/admin-calendar.ts";
import { pageRequest, searchParam } from "../queries/admin-params.ts";

/** The answer about the platform feed: its URLs when it is on, nulls when it is off. */
function platformFeed(feed: PlatformFeedRow | undefined): Sent<PlatformFeed> {
  if (!feed) {
    return { enabled: false, url: null, webcalUrl: null, createdAt: null, lastFetchedAt: null };
  }
  return {
    enabled: true,
    ...feedLinks(feed.token),
    createdAt: feed.createdAt,
    lastFetchedAt: feed.lastFetchedAt,
  };
}

/**
 * /api/admin/calendar: the platform's iCal feed (the calling admin's own feed secret, which the
 * calendar-feed function answers with every partner's tours) and the partners' feed status.
 * Unlike the partner's GET /api/calendar/feed-url, reading never makes a feed, so an admin who
 * turned it off sees it off.
 */
export const adminCalendarRoutes = new Hono<AppEnv>()
  .use("*", requireAdmin)
  /** GET /api/admin/calendar/feed-url: the platform feed's URL, or `enabled: false`. */
  .get("/feed-url", async (c) => c.json(platformFeed(await withCaller(c, readOwnFeed))))
  /** POST /api/admin/calendar/feed-url: turns the feed on with a new URL; the old one stops. */
  .post("/feed-url", async (c) => {
    const feed = await withCaller(c, (tx) => storeOwnFeedToken(tx, newFeedToken()));
    return c.json(platformFeed(feed), 201);
  })
  /** DELETE /api/admin/calendar/feed-url: turns the feed off; its URL answers 404. */
  .delete("/feed-url", async (c) => {
    await withCaller(c, revokeOwnFeed);
    return c.body(null, 204);
  })
  /** GET /api/admin/calendar/feeds: partners and their feeds, never their secrets. */
  .get("/feeds", async (c) => {
    const page = pageRequest(c, 20);
    const search = searchParam(c);
    return c.json(await withCaller(c, (tx) => listPartnerFeeds(tx, page, search)));
  });

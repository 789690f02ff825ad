import { Hono } from "hono";
import type { PartnerFeed } from "../../_shared/portable/contracts/calendar.ts";
import type { Sent } from "../../_shared/portable/contracts/sent.ts";
import type { AppEnv } from "../../_shared/server/app-env.ts";
import { feedLinks, newFeedToken } from "../../_shared/server/calendar-feed-links.ts";
import { type Tx, withCaller } from "../../_shared/server/db.ts";
import { readFeedToken, revokeFeed, storeFeedToken } from "../queries/calendar-feeds.ts";

function feedAnswer(token: string, createdAt: Date): Sent<PartnerFeed> {
  return { ...feedLinks(token), createdAt };
}

/** Stores a fresh secret for the caller's feed (creating it if needed); the old URL stops working. */
async function rotate(tx: Tx) {
  const feed = await storeFeedToken(tx, newFeedToken());
  if (!feed) throw new Error("the feed was not stored");
  return feed;
}

export const calendarRoutes = new Hono<AppEnv>()
  /** GET /api/calendar/feed-url: the caller's private iCal subscription URL, made on first use. */
  .get("/feed-url", async (c) => {
    const feed = await withCaller(c, async (tx) => (await readFeedToken(tx)) ?? rotate(tx));
    return c.json(feedAnswer(feed.token, feed.updatedAt));
  })
  /** POST /api/calendar/feed-url: a new URL; subscriptions to the old one stop updating. */
  .post("/feed-url", async (c) => {
    const feed = await withCaller(c, rotate);
    return c.json(feedAnswer(feed.token, feed.updatedAt), 201);
  })
  /** DELETE /api/calendar/feed-url: revokes the feed; the URL answers 404 from then on. */
  .delete("/feed-url", async (c) => {
    await withCaller(c, revokeFeed);
    return c.body(null, 204);
  });

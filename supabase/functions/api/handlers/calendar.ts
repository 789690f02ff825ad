import { Hono } from "hono";
import type { AppEnv } from "../../_shared/server/app-env.ts";
import { type Tx, withCaller } from "../../_shared/server/db.ts";

/** 32 random bytes as hex: the feed secret the subscription URL carries. */
function newFeedToken() {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, "0")).join("");
}

function feedAnswer(token: string, createdAt: Date) {
  const url = new URL(`${Deno.env.get("SUPABASE_URL") ?? ""}/functions/v1/calendar-feed`);
  url.searchParams.set("token", token);
  return {
    url: url.toString(),
    webcalUrl: url.toString().replace(/^https?:/, "webcal:"),
    createdAt,
  };
}

/** Stores a fresh secret for the caller's feed (creating it if needed); the old URL stops working. */
async function rotate(tx: Tx) {
  const [feed] = await tx<{ token: string; updatedAt: Date }[]>`
    insert into public.calendar_integrations (user_id, provider, access_token, calendar_id)
    values ((select auth.uid()), 'ical', ${newFeedToken()}, 'tour-partner-portal')
    on conflict (user_id, provider) do update
      set access_token = excluded.access_token, is_active = true
    returning access_token as token, updated_at as "updatedAt"
  `;
  if (!feed) throw new Error("the feed was not stored");
  return feed;
}

export const calendarRoutes = new Hono<AppEnv>()
  /** GET /api/calendar/feed-url: the caller's private iCal subscription URL, made on first use. */
  .get("/feed-url", async (c) => {
    const feed = await withCaller(c, async (tx) => {
      const [current] = await tx<{ token: string; updatedAt: Date }[]>`
        select ci.access_token as token, ci.updated_at as "updatedAt"
        from public.calendar_integrations ci
        where ci.user_id = (select auth.uid()) and ci.provider = 'ical' and ci.is_active
          and ci.access_token is not null
      `;
      return current ?? rotate(tx);
    });
    return c.json(feedAnswer(feed.token, feed.updatedAt));
  })
  /** POST /api/calendar/feed-url: a new URL; subscriptions to the old one stop updating. */
  .post("/feed-url", async (c) => {
    const feed = await withCaller(c, rotate);
    return c.json(feedAnswer(feed.token, feed.updatedAt), 201);
  })
  /** DELETE /api/calendar/feed-url: revokes the feed; the URL answers 404 from then on. */
  .delete("/feed-url", async (c) => {
    await withCaller(
      c,
      (tx) => tx`
        update public.calendar_integrations ci set is_active = false, access_token = null
        where ci.user_id = (select auth.uid()) and ci.provider = 'ical'
      `,
    );
    return c.body(null, 204);
  });

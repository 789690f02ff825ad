import { Hono } from "hono";
import { opportunitySearchSchema } from "../../_shared/portable/schemas/list-query.ts";
import { isUuid } from "../../_shared/portable/uuid.ts";
import type { AppEnv } from "../../_shared/server/app-env.ts";
import { withCaller } from "../../_shared/server/db.ts";
import { HttpError, parseBody } from "../../_shared/server/http-error.ts";
import { findMatches, findMatchesAfter, type MatchCursor } from "../queries/matches.ts";
import { searchOpportunities } from "../queries/opportunity-search.ts";

/** The dashboard's first page of matches. */
export const MATCHES_PAGE = 20;

const CURSOR_MESSAGE = "afterDate and afterId go together: a date-time and an opportunity id";

/** `?afterDate=&afterId=`: where a page of all matches starts; undefined for the first page. */
function matchCursor(afterDate?: string, afterId?: string): MatchCursor | undefined {
  if (!afterDate && !afterId) return undefined;
  if (!afterDate || !afterId || !isUuid(afterId) || Number.isNaN(Date.parse(afterDate))) {
    throw new HttpError(400, CURSOR_MESSAGE, { afterDate: [CURSOR_MESSAGE] });
  }
  return { afterDate: new Date(afterDate).toISOString(), afterId };
}

export const opportunityRoutes = new Hono<AppEnv>()
  /** GET /api/opportunities: the caller's matches, best first (see queries/matches.ts). */
  .get("/", async (c) => c.json(await withCaller(c, (tx) => findMatches(tx, MATCHES_PAGE))))
  /**
   * GET /api/opportunities/matches?afterDate=&afterId=: every open tour the caller matches, a
   * page of 20 at a time in date order, however far ahead; `next` is the following page's
   * cursor, null at the end.
   */
  .get("/matches", async (c) => {
    const cursor = matchCursor(c.req.query("afterDate"), c.req.query("afterId"));
    return c.json(await withCaller(c, (tx) => findMatchesAfter(tx, cursor, MATCHES_PAGE)));
  })
  /**
   * GET /api/opportunities/all?q=&type=&priority=&status=&sort=&page=&pageSize=: the
   * opportunities the caller may read, searched and filtered in the database, one page, with
   * the total counted up to 1,000 past the page's start (`totalCapped` when there are more).
   */
  .get("/all", async (c) => {
    const query = parseBody(opportunitySearchSchema, c.req.query());
    const { itemsJson, total, totalCapped } = await withCaller(c, (tx) =>
      searchOpportunities(tx, query),
    );
    // The items arrive as JSON from the database and are passed on as they are.
    const rest = JSON.stringify({ page: query.page, pageSize: query.pageSize, total, totalCapped });
    return c.body(`{"items":${itemsJson},${rest.slice(1)}`, 200, {
      "content-type": "application/json",
    });
  });

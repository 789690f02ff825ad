import { Hono } from "hono";
import type { AppEnv } from "../../_shared/app-env.ts";
import { type Tx, withCaller } from "../../_shared/db.ts";
import { parseBody } from "../../_shared/http-error.ts";
import {
  type OpportunitySearch,
  opportunitySearchSchema,
} from "../../_shared/schemas/list-query.ts";
import { findMatches } from "../queries/matches.ts";
import { opportunitiesByIds } from "../queries/opportunities.ts";

/** The dashboard's first page of matches. */
const MATCHES_PAGE = 20;

/** The WHERE clause of /all: what the caller may read (RLS), narrowed by the query. */
function searchConditions(tx: Tx, query: OpportunitySearch) {
  const status =
    query.status === "all"
      ? tx``
      : query.status === "open"
        ? tx`and o.status = 'open' and o.date > now()`
        : tx`and o.status = ${query.status}`;
  return tx`
    where not o.is_template
      ${status}
      ${query.type ? tx`and o.tour_type = ${query.type}` : tx``}
      ${query.priority ? tx`and o.priority = ${query.priority}` : tx``}
      ${query.q ? tx`and o.id in (select public.search_opportunity_ids(${query.q}))` : tx``}
  `;
}

function searchOrder(tx: Tx, sort: OpportunitySearch["sort"]) {
  if (sort === "-date") return tx`order by o.date desc, o.id`;
  if (sort === "-createdAt") return tx`order by o.created_at desc, o.id`;
  return tx`order by o.date, o.id`;
}

export const opportunityRoutes = new Hono<AppEnv>()
  /** GET /api/opportunities: the caller's matches, best first (see queries/matches.ts). */
  .get("/", async (c) => c.json(await withCaller(c, (tx) => findMatches(tx, MATCHES_PAGE))))
  /**
   * GET /api/opportunities/all?q=&type=&priority=&status=&sort=&page=&pageSize=: the
   * opportunities the caller may read, searched and filtered in the database, one page.
   */
  .get("/all", async (c) => {
    const query = parseBody(opportunitySearchSchema, c.req.query());
    const { page, pageSize } = query;
    const result = await withCaller(c, async (tx) => {
      const where = searchConditions(tx, query);
      const [counted] = await tx<{ total: number }[]>`
        select count(*)::int as total from public.opportunities o ${where}
      `;
      const ids = await tx<{ id: string }[]>`
        select o.id from public.opportunities o ${where}
        ${searchOrder(tx, query.sort)}
        limit ${pageSize} offset ${(page - 1) * pageSize}
      `;
      const items = await opportunitiesByIds(
        tx,
        ids.map((row) => row.id),
      );
      return { items, total: counted?.total ?? 0 };
    });
    return c.json({ items: result.items, page, pageSize, total: result.total });
  });

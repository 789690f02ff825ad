import type { Tx } from "../../_shared/db.ts";
import type { OpportunitySearch } from "../../_shared/schemas/list-query.ts";
import type { OpportunityRow } from "./opportunities.ts";

/**
 * How far past the page's start the matches are counted. Counting 100,000 rows for every page
 * is what made the list slow; beyond this `total` stops and `totalCapped` says there are more.
 * Counting from the page's start keeps every later page reachable.
 */
export const COUNT_AHEAD = 1000;

export interface OpportunityPage {
  items: OpportunityRow[];
  /** How many match, counted up to `COUNT_AHEAD` past the page's start. */
  total: number;
  /** More than `total` match. */
  totalCapped: boolean;
}

/**
 * One page of GET /api/opportunities/all and its total, in one statement:
 * `public.opportunity_page()` picks and counts the page's ids with its filters as index
 * conditions (the read policy applied inside), then `public.opportunity_rows()` reads their
 * full rows under RLS in the page's order. An empty page still yields one row, carrying the
 * total.
 */
export async function searchOpportunities(
  tx: Tx,
  query: OpportunitySearch,
): Promise<OpportunityPage> {
  const offset = (query.page - 1) * query.pageSize;
  const countLimit = offset + COUNT_AHEAD;
  const rows = await tx<(OpportunityRow & { pageTotal: number; ordinality: string | null })[]>`
    select page.total as "pageTotal", r.*
    from public.opportunity_page(
      ${query.q || query.search || null}::text,
      ${query.type ?? null}::public.tour_type,
      ${query.priority ?? null}::public.opportunity_priority,
      ${query.status}::text,
      ${query.sort}::text,
      ${query.pageSize}::integer,
      ${offset}::integer,
      ${countLimit + 1}::integer
    ) page
    left join lateral public.opportunity_rows(page.ids) with ordinality r on true
    order by r.ordinality
  `;
  const counted = rows[0]?.pageTotal ?? 0;
  const items: OpportunityRow[] = [];
  for (const { pageTotal, ordinality, ...row } of rows) {
    if (ordinality !== null) items.push(row as OpportunityRow);
  }
  return {
    items,
    total: Math.min(counted, countLimit),
    totalCapped: counted > countLimit,
  };
}

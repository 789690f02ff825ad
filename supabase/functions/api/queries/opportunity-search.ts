import { countAhead } from "../../_shared/portable/count-ahead.ts";
import type { OpportunitySearch } from "../../_shared/portable/schemas/list-query.ts";
import { type Statement, statement } from "../../_shared/server/statement.ts";
import type { Tx } from "../../_shared/server/transaction.ts";

/**
 * How far past the page's start the matches are counted: ten pages of 20. Counting 100,000
 * rows for every page is what made the list slow, and a search counted 1,000 ahead still
 * tested the pattern on thousands of rows; beyond this `total` stops and `totalCapped` says
 * there are more. Counting from the page's start keeps every later page reachable.
 */
export const COUNT_AHEAD = 200;

export interface OpportunityPage {
  /** The page's opportunities (`OpportunityRow`s) as a JSON array, to be sent as it is. */
  itemsJson: string;
  /** How many match, counted up to `COUNT_AHEAD` past the page's start. */
  total: number;
  /** More than `total` match. */
  totalCapped: boolean;
}

/**
 * One page of GET /api/opportunities/all and its total, in one statement:
 * `public.opportunity_page()` picks and counts the page's ids with its filters as index
 * conditions (the read policy applied inside), then `public.opportunities_json()` builds their
 * rows under RLS in the page's order, as JSON text the handler passes on unparsed.
 */
export function searchOpportunities(tx: Tx, query: OpportunitySearch): Statement<OpportunityPage> {
  const offset = (query.page - 1) * query.pageSize;
  const count = countAhead(offset, COUNT_AHEAD);
  const page = tx<{ total: number; itemsJson: string }[]>`
    select page.total, public.opportunities_json(page.ids)::text as "itemsJson"
    from public.opportunity_page(
      ${query.q || query.search || null}::text,
      ${query.type ?? null}::public.tour_type,
      ${query.priority ?? null}::public.opportunity_priority,
      ${query.status}::text,
      ${query.sort}::text,
      ${query.pageSize}::integer,
      ${offset}::integer,
      ${count.limit}::integer
    ) page
  `;
  return statement(page, ([row]) => ({
    itemsJson: row?.itemsJson ?? "[]",
    ...count.read(row?.total ?? 0),
  }));
}

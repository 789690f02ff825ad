import type { Tx } from "../../_shared/db.ts";
import type { OpportunitySearch } from "../../_shared/schemas/list-query.ts";
import { licenceRequirements, withLicenceRequirements } from "./licence-requirements.ts";

/**
 * How far past the page's start the matches are counted. Counting 100,000 rows for every page
 * is what made the list slow; beyond this `total` stops and `totalCapped` says there are more.
 * Counting from the page's start keeps every later page reachable.
 */
export const COUNT_AHEAD = 1000;

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
export async function searchOpportunities(
  tx: Tx,
  query: OpportunitySearch,
): Promise<OpportunityPage> {
  const offset = (query.page - 1) * query.pageSize;
  const countLimit = offset + COUNT_AHEAD;
  const [row] = await tx<{ total: number; ids: string[]; itemsJson: string }[]>`
    select page.total, page.ids, public.opportunities_json(page.ids)::text as "itemsJson"
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
  `;
  const counted = row?.total ?? 0;
  const requirements = await licenceRequirements(tx, row?.ids ?? []);
  // Parsed again only for a page that holds a tour requiring a licence.
  const itemsJson =
    requirements.size === 0
      ? (row?.itemsJson ?? "[]")
      : JSON.stringify(
          withLicenceRequirements(
            JSON.parse(row?.itemsJson ?? "[]") as { id: string }[],
            requirements,
          ),
        );
  return {
    itemsJson,
    total: Math.min(counted, countLimit),
    totalCapped: counted > countLimit,
  };
}

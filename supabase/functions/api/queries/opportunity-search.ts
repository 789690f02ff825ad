import type { Tx } from "../../_shared/db.ts";
import type { OpportunitySearch } from "../../_shared/schemas/list-query.ts";
import { type OpportunityRow, opportunitiesByIds } from "./opportunities.ts";

/** The WHERE clause of the search: what the caller may read (RLS), narrowed by the query. */
function searchConditions(tx: Tx, query: OpportunitySearch) {
  const search = query.q || query.search;
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
      ${search ? tx`and o.id in (select public.search_opportunity_ids(${search}))` : tx``}
  `;
}

function searchOrder(tx: Tx, sort: OpportunitySearch["sort"]) {
  if (sort === "-date") return tx`order by o.date desc, o.id`;
  if (sort === "-createdAt") return tx`order by o.created_at desc, o.id`;
  return tx`order by o.date, o.id`;
}

/**
 * One page of GET /api/opportunities/all and the total: the page's ids first (ordered and
 * cut by the index), then their full rows, so the per-row subqueries run for the page only.
 */
export async function searchOpportunities(
  tx: Tx,
  query: OpportunitySearch,
): Promise<{ items: OpportunityRow[]; total: number }> {
  const where = searchConditions(tx, query);
  const [counted] = await tx<{ total: number }[]>`
    select count(*)::int as total from public.opportunities o ${where}
  `;
  const ids = await tx<{ id: string }[]>`
    select o.id from public.opportunities o ${where}
    ${searchOrder(tx, query.sort)}
    limit ${query.pageSize} offset ${(query.page - 1) * query.pageSize}
  `;
  const items = await opportunitiesByIds(
    tx,
    ids.map((row) => row.id),
  );
  return { items, total: counted?.total ?? 0 };
}

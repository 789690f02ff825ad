import type { Tx } from "../../_shared/db.ts";

/**
 * An opportunity as the API shows it (SPEC §3, camelCase), as `public.opportunity_rows()`
 * returns it: every column of the spec, `assignedPartners` (what the caller may see of the
 * assignments: a partner only themselves) and `myBid` (the caller's latest bid on it, or null).
 * Admin-only details (client contact, internal notes) are never part of it.
 */
export interface OpportunityRow {
  id: string;
  title: string;
  date: Date;
  location: string;
  baseRate: string;
  [column: string]: unknown;
}

/** Full rows for the given ids, in the order of `ids`, read under RLS. */
export async function opportunitiesByIds(
  tx: Tx,
  ids: readonly string[],
): Promise<OpportunityRow[]> {
  if (ids.length === 0) return [];
  const rows = await tx<OpportunityRow[]>`
    select * from public.opportunity_rows(${ids as string[]}::uuid[])
  `;
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

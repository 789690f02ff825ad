import type { Tx } from "../../_shared/db.ts";
import { type OpportunityRow, opportunitiesByIds } from "./opportunities.ts";

/**
 * How many of the soonest biddable opportunities are ranked. Ranking every open opportunity
 * would read them all on each dashboard load; the soonest ones are what a partner can act on.
 * Opportunities the partner is assigned to are always ranked, however far ahead.
 */
export const MATCH_WINDOW = 300;

export interface MatchedOpportunity extends OpportunityRow {
  matchScore: number;
}

/**
 * The caller's matches, best `limit` first: open, biddable opportunities they have no active
 * bid on, judged and scored by the database (`private.caller_matches`, the one matching rule:
 * supabase/migrations/20261124020300_matching.sql), then the full rows of that page.
 */
export async function findMatches(tx: Tx, limit: number): Promise<MatchedOpportunity[]> {
  const ranked = await tx<{ id: string; score: string }[]>`
    select m.opportunity_id as id, m.score
    from private.caller_matches(${MATCH_WINDOW}::integer, ${limit}::integer) m
  `;
  const matched = await opportunitiesByIds(
    tx,
    ranked.map((match) => match.id),
  );
  const scores = new Map(ranked.map((match) => [match.id, Number(match.score)]));
  return matched.map((row) => ({ ...row, matchScore: scores.get(row.id) ?? 0 }));
}

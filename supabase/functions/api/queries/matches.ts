import type { Tx } from "../../_shared/db.ts";
import { type MatchCandidate, rankMatches } from "../../_shared/matching.ts";
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

interface CandidateRow extends MatchCandidate {
  businessType: string | null;
  expertise: string[];
}

/**
 * The caller's matches: open, biddable (date and response deadline ahead) opportunities they
 * have no active bid on, ranked by `rankMatches`, best `limit` first.
 *
 * One statement reads the caller's profile and the candidates: the window is an index-only
 * walk of the open list (opportunities_open_list_idx carries what ranking reads), the
 * assignments and active bids are the caller's own few rows, hashed. An empty window still
 * yields the profile row (with a null id). Then the full rows of the ranked page.
 */
export async function findMatches(tx: Tx, limit: number): Promise<MatchedOpportunity[]> {
  const rows = await tx<CandidateRow[]>`
    with biddable as not materialized (
      select o.id, o.tour_type, o.preferred_expertise, o.date
      from public.opportunities o
      where o.status = 'open' and not o.is_template and o.date > now()
        and (o.response_deadline is null or o.response_deadline > now())
    ),
    assigned as (
      select a.opportunity_id from public.opportunity_assignments a
      where a.partner_id = (select auth.uid())
    ),
    candidates as (
      (select * from biddable order by date limit ${MATCH_WINDOW})
      union
      select * from biddable where id in (select opportunity_id from assigned)
    )
    select
      u.business_type as "businessType",
      u.expertise,
      c.id,
      c.tour_type as "tourType",
      c.preferred_expertise as "preferredExpertise",
      c.date,
      c.id in (select opportunity_id from assigned) as assigned
    from public.users u
    left join candidates c on c.id not in (
      select b.opportunity_id from public.bids b
      where b.user_id = (select auth.uid()) and b.status in ('pending', 'shortlisted', 'accepted')
    )
    where u.id = (select auth.uid())
  `;
  const partner = rows[0];
  if (!partner) return [];
  const candidates = rows.filter((row) => row.id !== null);
  const ranked = rankMatches(candidates, partner).slice(0, limit);
  const matched = await opportunitiesByIds(
    tx,
    ranked.map((match) => match.candidate.id),
  );
  const scores = new Map(ranked.map((match) => [match.candidate.id, match.score]));
  return matched.map((row) => ({ ...row, matchScore: scores.get(row.id) ?? 0 }));
}

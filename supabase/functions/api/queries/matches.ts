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

/**
 * The caller's matches: open, biddable (date and response deadline ahead) opportunities they
 * have no active bid on, ranked by `rankMatches`, best `limit` first.
 */
export async function findMatches(tx: Tx, limit: number): Promise<MatchedOpportunity[]> {
  const [partner] = await tx<{ businessType: string | null; expertise: string[] }[]>`
    select business_type as "businessType", expertise
    from public.users where id = (select auth.uid())
  `;
  if (!partner) return [];
  const candidates = await tx<MatchCandidate[]>`
    select
      o.id,
      o.tour_type as "tourType",
      o.preferred_expertise as "preferredExpertise",
      o.date,
      exists (
        select 1 from public.opportunity_assignments a
        where a.opportunity_id = o.id and a.partner_id = (select auth.uid())
      ) as assigned
    from public.opportunities o
    where o.id in (
        (
          select w.id from public.opportunities w
          where w.status = 'open' and not w.is_template and w.date > now()
            and (w.response_deadline is null or w.response_deadline > now())
          order by w.date
          limit ${MATCH_WINDOW}
        )
        union
        select a.opportunity_id from public.opportunity_assignments a
        where a.partner_id = (select auth.uid())
      )
      and o.status = 'open' and not o.is_template and o.date > now()
      and (o.response_deadline is null or o.response_deadline > now())
      and not exists (
        select 1 from public.bids b
        where b.opportunity_id = o.id and b.user_id = (select auth.uid())
          and b.status in ('pending', 'shortlisted', 'accepted')
      )
  `;
  const ranked = rankMatches(candidates, partner).slice(0, limit);
  const rows = await opportunitiesByIds(
    tx,
    ranked.map((match) => match.candidate.id),
  );
  const scores = new Map(ranked.map((match) => [match.candidate.id, match.score]));
  return rows.map((row) => ({ ...row, matchScore: scores.get(row.id) ?? 0 }));
}

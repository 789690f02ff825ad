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

/** A candidate as `public.match_candidates()` sends it. */
type CandidateTuple = [
  id: string,
  tourType: MatchCandidate["tourType"],
  preferredExpertise: string[],
  dateMs: number,
  assigned: boolean,
];

/**
 * The caller's matches: open, biddable (date and response deadline ahead) opportunities they
 * have no active bid on, ranked by `rankMatches`, best `limit` first.
 *
 * `public.match_candidates()` reads the caller's profile and the candidates in one statement
 * (the window is an index-only walk of the open list; the caller's assignments and active
 * bids are hashed), the candidates as one JSON value. Then the full rows of the ranked page.
 */
export async function findMatches(tx: Tx, limit: number): Promise<MatchedOpportunity[]> {
  const [partner] = await tx<
    { businessType: string | null; expertise: string[]; candidates: CandidateTuple[] }[]
  >`
    select * from public.match_candidates(${MATCH_WINDOW}::integer)
  `;
  if (!partner) return [];
  const candidates: MatchCandidate[] = partner.candidates.map(
    ([id, tourType, preferredExpertise, dateMs, assigned]) => ({
      id,
      tourType,
      preferredExpertise,
      date: new Date(dateMs),
      assigned,
    }),
  );
  const ranked = rankMatches(candidates, partner).slice(0, limit);
  const matched = await opportunitiesByIds(
    tx,
    ranked.map((match) => match.candidate.id),
  );
  const scores = new Map(ranked.map((match) => [match.candidate.id, match.score]));
  return matched.map((row) => ({ ...row, matchScore: scores.get(row.id) ?? 0 }));
}

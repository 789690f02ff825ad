import { type Statement, statement } from "../../_shared/statement.ts";
import type { Tx } from "../../_shared/transaction.ts";
import type { OpportunityRow } from "./opportunities.ts";

export interface MatchedOpportunity extends OpportunityRow {
  matchScore: number;
}

/**
 * The caller's matches, best `limit` first: open, biddable opportunities they have no active
 * bid on (the 300 soonest, and any they are assigned to), judged and scored by the database
 * (`private.caller_matches`, the one matching rule: supabase/migrations/…_matching.sql and
 * its successors), with the full rows of that page built by `public.opportunities_json()` in
 * the same statement.
 */
export function findMatches(tx: Tx, limit: number): Statement<MatchedOpportunity[]> {
  const page = tx<{ items: OpportunityRow[]; ids: string[]; scores: string[] }[]>`
    with ranked as materialized (
      select m.opportunity_id as id, m.score, m.n
      from private.caller_matches(${limit}::integer)
        with ordinality m (opportunity_id, score, n)
    )
    select
      -- caller_matches has left every full tour out: none of these is (known_full '{}').
      public.opportunities_json(array(select r.id from ranked r order by r.n), '{}') as items,
      array(select r.id from ranked r order by r.n) as ids,
      array(select r.score::text from ranked r order by r.n) as scores
  `;
  return statement(page, ([row]) => {
    const ids = row?.ids ?? [];
    const scores = new Map(ids.map((id, i) => [id, Number(row?.scores[i])]));
    return (row?.items ?? []).map((item) => ({ ...item, matchScore: scores.get(item.id) ?? 0 }));
  });
}

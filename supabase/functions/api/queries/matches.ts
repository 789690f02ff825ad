import { type Statement, statement } from "../../_shared/server/statement.ts";
import type { Tx } from "../../_shared/server/transaction.ts";
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

/** Where a page of all matches goes on: after this tour, in (date, id) order. */
export interface MatchCursor {
  afterDate: string;
  afterId: string;
}

/**
 * A page of every open tour the caller matches, in date order after `cursor`
 * (`private.caller_matches_after`: windows of 300 tours judged by the one matching rule, so a
 * match any distance ahead is found, a bounded number of windows per call), with `next`, the
 * cursor of the following page, or null at the end.
 */
export function findMatchesAfter(
  tx: Tx,
  cursor: MatchCursor | undefined,
  limit: number,
): Statement<{ items: MatchedOpportunity[]; next: MatchCursor | null }> {
  const page = tx<
    { items: OpportunityRow[]; ids: string[]; scores: (string | null)[]; dates: string[] }[]
  >`
    with ranked as materialized (
      select m.opportunity_id as id, m.score, m.date, m.n
      from private.caller_matches_after(
        ${cursor?.afterDate ?? null}::timestamptz, ${cursor?.afterId ?? null}::uuid, ${limit}::integer
      ) with ordinality m (opportunity_id, score, date, n)
    )
    select
      public.opportunities_json(
        array(select r.id from ranked r where r.score is not null order by r.n), '{}'
      ) as items,
      array(select r.id from ranked r order by r.n) as ids,
      array(select r.score::text from ranked r order by r.n) as scores,
      array(select to_char(r.date at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') from ranked r order by r.n) as dates
  `;
  return statement(page, ([row]) => {
    const ids = row?.ids ?? [];
    const scores = row?.scores ?? [];
    const last = ids.length - 1;
    const scoreOf = new Map(ids.map((id, i) => [id, Number(scores[i])]));
    const items = (row?.items ?? []).map((item) => ({
      ...item,
      matchScore: scoreOf.get(item.id) ?? 0,
    }));
    // A full page, or a window bound reached (the last row has no score): go on after it.
    const goesOn = last >= 0 && (scores[last] === null || items.length >= limit);
    const next = goesOn ? { afterDate: row?.dates[last] ?? "", afterId: ids[last] ?? "" } : null;
    return { items, next };
  });
}

-- A partner's matches count the bids of the tours they show, not of every tour that scored.
--
-- …000300_matches_leave_out_full asked private.full_opportunities() about every scored tour
-- (about 80 of the 300 judged at 100,000 opportunities), about 1.2 ms of the 7.6 a
-- partner's matches cost, to show 20. The ranking is now taken first and the bids counted
-- down it, a page's worth at a time: the best `max_results` tours, and when some of them are
-- full, as many of the next ones as it still needs. The same tours come back in the same order.

/** As in …000300_matches_leave_out_full, counting bids only down to a full page. */
create or replace function private.caller_matches(window_size integer, max_results integer)
returns table (opportunity_id uuid, score numeric)
language plpgsql
stable
set search_path = ''
as $$
#variable_conflict use_column
declare
  ranked_ids uuid[];
  ranked_scores numeric[];
  batch uuid[];
  full_ids uuid[];
  next_rank integer := 1;
  taken integer := 0;
begin
  with biddable as not materialized (
    select o.id, o.date
    from public.opportunities o
    where o.status = 'open' and not o.is_template and o.date > now()
      and (o.response_deadline is null or o.response_deadline > now())
  ),
  mine as (
    select a.opportunity_id from public.opportunity_assignments a
    where a.partner_id = (select auth.uid())
  ),
  soonest as (
    select w.id, w.date from biddable w order by w.date limit window_size
  ),
  candidates as (
    select w.id, w.date from soonest w
    union
    select w.id, w.date from biddable w where w.id in (select m.opportunity_id from mine m)
  ),
  unbid as materialized (
    select c.id, c.date from candidates c
    where c.id not in (
      select b.opportunity_id from public.bids b
      where b.user_id = (select auth.uid())
        and b.status in ('pending', 'shortlisted', 'accepted')
    )
  ),
  scored as materialized (
    select f.opportunity_id, f.score
    from private.fits(array[(select auth.uid())], array(select u.id from unbid u), false) f
    where f.score > 0
  )
  select
    coalesce(array_agg(s.opportunity_id order by s.score desc, u.date, u.id), '{}'),
    coalesce(array_agg(s.score order by s.score desc, u.date, u.id), '{}')
  into ranked_ids, ranked_scores
  from scored s
  join unbid u on u.id = s.opportunity_id;

  -- Each round asks about exactly as many tours as the page still lacks.
  while taken < max_results and next_rank <= cardinality(ranked_ids) loop
    batch := ranked_ids[next_rank : next_rank + max_results - taken - 1];
    full_ids := private.full_opportunities(batch);
    for n in next_rank .. next_rank + cardinality(batch) - 1 loop
      continue when ranked_ids[n] = any (full_ids);
      opportunity_id := ranked_ids[n];
      score := ranked_scores[n];
      return next;
      taken := taken + 1;
    end loop;
    next_rank := next_rank + cardinality(batch);
  end loop;
end;
$$;

-- A partner's matches leave out the tours that already have all the bids they take.
--
-- Bidding refuses a bid on a tour with max_bids active bids (TP104), but caller_matches ranked
-- such a tour like any other: "Matched for you" and the assistant could offer a tour whose
-- Submit Bid can only fail. A partner cannot count other partners' bids (RLS), so the count is
-- asked of a security definer function, once, for the tours that scored.

/**
 * Which of `ids` have as many active (pending, shortlisted, accepted) bids as their max_bids:
 * the rule of bidding (TP104, …000400_bids). Security definer: it counts every partner's bids,
 * and tells the caller only that a tour is full.
 */
create function private.full_opportunities(ids uuid[])
returns uuid[]
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  -- PL/pgSQL, so the plan is made once per session (a SQL function is planned at every call).
  return (
    select coalesce(array_agg(o.id), '{}')
    from public.opportunities o
    where o.id = any (ids)
      and o.max_bids <= (
        select count(*) from public.bids b
        where b.opportunity_id = o.id and b.status in ('pending', 'shortlisted', 'accepted')
      )
  );
end;
$$;

revoke all on function private.full_opportunities(uuid[]) from public;
grant execute on function private.full_opportunities(uuid[]) to authenticated, service_role;

/** As in …000600_matches_lean, without the tours that take no more bids. */
create or replace function private.caller_matches(window_size integer, max_results integer)
returns table (opportunity_id uuid, score numeric)
language plpgsql
stable
set search_path = ''
as $$
#variable_conflict use_column
begin
  return query
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
    ),
    full_ones as (
      select unnest(private.full_opportunities(array(select s.opportunity_id from scored s))) as id
    )
    select s.opportunity_id, s.score
    from scored s
    join unbid u on u.id = s.opportunity_id
    where s.opportunity_id not in (select x.id from full_ones x)
    order by s.score desc, u.date, u.id
    limit max_results;
end;
$$;

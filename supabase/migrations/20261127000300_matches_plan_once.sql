-- A partner's matches are planned once per connection and judge only what the rule reads.
--
-- Profiled (perf, one backend running the API's matches statement in a loop, 1,000,000
-- opportunities): about a fifth of caller_matches() went to planning its main statement on
-- every call. PL/pgSQL gives a statement with parameters a custom plan while the generic one
-- looks dearer, and with `limit window_size` unknown the generic plan looked much dearer, so it
-- was planned anew each time. The window is now the literal 300 (it was always 300: the API's
-- MATCH_WINDOW, now gone), so the statement has no parameter and keeps one plan. fits_rows()
-- takes its arrays as parameters too; it keeps its generic plan (`plan_cache_mode`), which reads
-- the partners by primary key as the custom plans did.
--
-- The tours are handed over as private.match_tour, the twelve columns the rule reads, not as
-- whole rows: a row is about 1.5 kB since json_head (…000200), a match_tour about 150 bytes,
-- and each is copied into the CTEs, the array and its unnest. The view private.match_tours is
-- the one place that builds them; the planner folds it into the query that reads it.
--
-- caller_matches() on the bench data (1,000,000 opportunities, the bench partner), old and new
-- interleaved in one session, 25 rounds of 5 calls: median 7.24 → 4.59 and 7.53 → 5.07 ms in
-- two runs (6.31 → 3.87 with the rows built by an inlined function instead of the view, the
-- machine faster). The same ranking and scores for each of 400 partners (394 with matches).

/** What the matching rule reads of a tour. */
create type private.match_tour as (
  id uuid,
  tour_type public.tour_type,
  local_weekday text,
  group_size integer,
  base_rate numeric(10, 2),
  duration integer,
  licence_state text,
  latitude double precision,
  longitude double precision,
  location_radius integer,
  preferred_expertise text[],
  expertise_keyword_groups text[]
);

/**
 * Each tour as the matching rule reads it, with the columns its callers choose tours by: the one
 * place that builds a match_tour. A view, not a function: a function is inlined only without a
 * SET clause, and every function here sets its search_path. Read with the caller's rights.
 */
create view private.match_tours
with (security_invoker = true)
as
select
  o.id,
  o.date,
  o.status,
  o.is_template,
  o.response_deadline,
  row(
    o.id, o.tour_type, o.local_weekday, o.group_size, o.base_rate, o.duration, o.licence_state,
    o.latitude, o.longitude, o.location_radius, o.preferred_expertise,
    o.expertise_keyword_groups
  )::private.match_tour as tour
from public.opportunities o;

revoke all on private.match_tours from public, anon;
grant select on private.match_tours to authenticated, service_role;

drop function private.fits_rows(uuid[], public.opportunities[], boolean);

/** As in …000100_matches_judge_their_rows, for tours given as match_tour, on one plan. */
create function private.fits_rows(
  partner_ids uuid[],
  tours private.match_tour[],
  with_reasons boolean default true
)
returns table (
  partner_id uuid,
  opportunity_id uuid,
  exclusions text[],
  score numeric,
  distance_miles numeric,
  reasons text[],
  type_match boolean
)
language plpgsql
stable
set search_path = ''
set plan_cache_mode = force_generic_plan
as $$
#variable_conflict use_column
declare
  opportunity_ids uuid[] := array(select o.id from unnest(tours) o);
begin
  return query
  with assignments as materialized (
    -- Only these partners' assignments to these tours: by either index, whichever is narrower.
    select a.opportunity_id, a.partner_id
    from public.opportunity_assignments a
    where a.partner_id = any (partner_ids) and a.opportunity_id = any (opportunity_ids)
  ),
  current_states as materialized (
    -- The states of each partner's current licences, asked once for all the tours.
    select c.partner_id, array_agg(c.state) as states
    from private.current_licences(partner_ids) c
    group by c.partner_id
  ),
  facts as materialized (
    select
      u.id as partner_id,
      t.id as opportunity_id,
      u.business_type,
      u.availability,
      u.max_group_size,
      u.min_hourly_rate,
      t.local_weekday as weekday,
      t.group_size,
      t.base_rate,
      t.duration,
      t.licence_state,
      -- '' needs no licence; null needs one for a state the location does not name, which no
      -- one holds (coalesce: `null = ''` would leave the pair unexcluded).
      coalesce(t.licence_state = '' or t.licence_state = any (h.states), false) as licensed,
      -- Haversine on a sphere of 3,958.8 miles; null when either end has no coordinates.
      2 * 3958.8 * asin(sqrt(
        power(sin(radians(t.latitude - u.latitude) / 2), 2)
        + cos(radians(u.latitude)) * cos(radians(t.latitude))
          * power(sin(radians(t.longitude - u.longitude) / 2), 2)
      )) as distance,
      least(t.location_radius, coalesce(u.travel_radius, t.location_radius)) as reach,
      exists (
        select 1 from private.business_type_tours m
        where m.business_type = u.business_type and m.tour_type = t.tour_type
      ) as type_match,
      exists (
        select 1 from assignments a
        where a.opportunity_id = t.id and a.partner_id = u.id
      ) as assigned,
      case when cardinality(t.preferred_expertise) = 0 then '{}'::text[] else array(
        select e.label
        from unnest(t.preferred_expertise, t.expertise_keyword_groups) with ordinality
          e (label, keywords, n)
        where string_to_array(e.keywords, ' ') && u.expertise_keywords
        order by e.n
      ) end as shared_expertise
    from public.users u
    cross join unnest(tours) t
    left join current_states h on h.partner_id = u.id
    where u.id = any (partner_ids)
  ),
  judged as (
    select
      f.*,
      -- The exclusions, in one list. A rule added here excludes everywhere matching is used.
      array_remove(array[
        case when f.distance > f.reach then 'outside travel radius' end,
        case when cardinality(f.availability) > 0 and not (f.weekday = any (f.availability))
          then 'not available on ' || f.weekday end,
        case when f.group_size > f.max_group_size then 'group too large' end,
        case when f.base_rate < f.min_hourly_rate * f.duration then 'below minimum rate' end,
        case when not f.licensed
          then 'no current ' || coalesce(f.licence_state || ' ', '') || 'cannabis licence' end
      ], null) as excluded_by,
      case when f.assigned then 4 else 0 end
        + case when f.type_match then 2 else 0 end
        + cardinality(f.shared_expertise) as relevance
    from facts f
  )
  select
    j.partner_id,
    j.opportunity_id,
    j.excluded_by,
    case
      when j.relevance = 0 or (cardinality(j.excluded_by) > 0 and not j.assigned) then 0
      else j.relevance
        + coalesce(round((2 * greatest(0, 1 - j.distance / j.reach))::numeric, 1), 0)
    end,
    round(j.distance::numeric, 1),
    case when with_reasons then array_remove(array[
      case when j.distance is not null then round(j.distance)::text || ' mi away' end,
      case when j.assigned then 'assigned' end,
      case when j.type_match then j.business_type end,
      nullif(array_to_string(j.shared_expertise, ', '), '')
    ], null) || j.excluded_by else '{}' end,
    j.type_match
  from judged j;
end;
$$;

revoke all on function private.fits_rows(uuid[], private.match_tour[], boolean) from public;
grant execute on function private.fits_rows(uuid[], private.match_tour[], boolean)
  to authenticated, service_role;

/** As in …000100_matches_judge_their_rows, reading only what the rule reads of each tour. */
create or replace function private.fits(
  partner_ids uuid[],
  opportunity_ids uuid[],
  with_reasons boolean default true
)
returns table (
  partner_id uuid,
  opportunity_id uuid,
  exclusions text[],
  score numeric,
  distance_miles numeric,
  reasons text[],
  type_match boolean
)
language plpgsql
stable
set search_path = ''
as $$
begin
  return query
  select * from private.fits_rows(
    partner_ids,
    array(select t.tour from private.match_tours t where t.id = any (opportunity_ids)),
    with_reasons
  );
end;
$$;

drop function private.caller_matches(integer, integer);

/**
 * As in …000100_matches_judge_their_rows. The 300 soonest biddable tours are judged: ranking
 * every open tour would read them all on each dashboard load, and the soonest are what a partner
 * can act on. The tours the caller is assigned to are judged too, however far ahead. The 300 is
 * written in, not a parameter, so that the statement keeps one plan.
 */
create function private.caller_matches(max_results integer)
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
    select o.id, o.date, o.tour
    from private.match_tours o
    where o.status = 'open' and not o.is_template and o.date > now()
      and (o.response_deadline is null or o.response_deadline > now())
  ),
  mine as (
    select a.opportunity_id from public.opportunity_assignments a
    where a.partner_id = (select auth.uid())
  ),
  soonest as materialized (
    select w.id, w.date, w.tour from biddable w order by w.date, w.id limit 300
  ),
  candidates as (
    select w.id, w.date, w.tour from soonest w
    union all
    select w.id, w.date, w.tour from biddable w
    where w.id in (select m.opportunity_id from mine m) and w.id not in (select s.id from soonest s)
  ),
  unbid as materialized (
    select c.id, c.date, c.tour from candidates c
    where c.id not in (
      select b.opportunity_id from public.bids b
      where b.user_id = (select auth.uid())
        and b.status in ('pending', 'shortlisted', 'accepted')
    )
  ),
  scored as materialized (
    select f.opportunity_id, f.score
    from private.fits_rows(array[(select auth.uid())], array(select u.tour from unbid u), false) f
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

revoke all on function private.caller_matches(integer) from public;
grant execute on function private.caller_matches(integer) to authenticated, service_role;

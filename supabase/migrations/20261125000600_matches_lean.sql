-- Less work for a partner's matches (GET /api/opportunities, private.caller_matches).
--
-- At 1,000,000 opportunities with every tour's facts filled in, caller_matches took about 6 ms
-- of the request's 12, most of it private.fits judging the 300 soonest tours:
--   * fits wrote every pair's reasons ("12 mi away", the business type, the shared expertise),
--     about 0.5 ms for 300 tours, which caller_matches never reads. `with_reasons => false`
--     leaves them empty; every other column, the score included, is the same.
--   * The shared expertise of a tour that prefers none is empty without running its subquery.
--   * caller_matches joined the scored tours to public.opportunities again (each row tested
--     against its policy) only for their dates, which its own candidates already carry.
-- fits keeps its rule; the reasons are only not written when not asked for.

drop function private.fits(uuid[], uuid[]);

/**
 * As in …000100_opportunity_match_facts, with `with_reasons`: false leaves `reasons` empty
 * (caller_matches ranks by score alone).
 */
create function private.fits(
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
#variable_conflict use_column
begin
  return query
  with assignments as materialized (
    -- Only these partners' assignments to these tours: by either index, whichever is narrower.
    select a.opportunity_id, a.partner_id
    from public.opportunity_assignments a
    where a.partner_id = any (partner_ids) and a.opportunity_id = any (opportunity_ids)
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
      t.licence_state = '' or (
        t.licence_state is not null and private.has_current_licence(u.id, t.licence_state)
      ) as licensed,
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
    cross join public.opportunities t
    where u.id = any (partner_ids) and t.id = any (opportunity_ids)
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

revoke all on function private.fits(uuid[], uuid[], boolean) from public;
grant execute on function private.fits(uuid[], uuid[], boolean) to authenticated, service_role;

/**
 * As in …020300_matching, ordered by the dates its candidates carry, and asking fits for scores
 * without reasons.
 */
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
    )
    select f.opportunity_id, f.score
    from private.fits(array[(select auth.uid())], array(select u.id from unbid u), false) f
    join unbid u on u.id = f.opportunity_id
    where f.score > 0
    order by f.score desc, u.date, u.id
    limit max_results;
end;
$$;

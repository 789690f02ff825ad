-- A partner's matches name shared expertise only where a keyword is shared.
--
-- private.fits_rows() built each pair's shared expertise with a subquery over the tour's labels,
-- about a third of its time for a partner's 300 soonest tours (every one of them names a
-- preferred expertise in the bench data). It now first tests all the tour's keywords together
-- against the partner's and skips the subquery when none is shared: exactly the pairs where no
-- label could share one. Same rows, with reasons, for 3,000 partners × the 300 soonest tours
-- (900,000 pairs, 156,735 of them sharing a keyword); fits_rows() for the bench partner, old and
-- new interleaved, 8 rounds of 100 calls each: median 1.76 → 1.37 ms.

/** As in …000300_matches_plan_once, naming the shared expertise only where some keyword is shared. */
create or replace function private.fits_rows(
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
      -- No label can share a keyword when all of the tour's keywords together share none: that
      -- one test spares most pairs the labels' subquery.
      case when cardinality(t.preferred_expertise) = 0
        or not coalesce(
          string_to_array(array_to_string(t.expertise_keyword_groups, ' '), ' ')
            && u.expertise_keywords,
          false
        )
        then '{}'::text[] else array(
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

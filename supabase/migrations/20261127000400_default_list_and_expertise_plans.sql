-- The default open list keeps its plan, and a partner's matches name shared expertise only
-- where a keyword is shared.
--
-- public.opportunity_page() formatted and ran its statement with EXECUTE, so every page was
-- parsed and planned afresh. The open list by date with no filter, what the partner's list and
-- most requests ask for, is now that same statement written out, kept as one generic plan (the
-- open-list indexes, as the custom plans read them; `plan_cache_mode` has no effect on EXECUTE,
-- which the other filters and orders still use). The page part of the statement, the bench
-- partner at 1,000,000 opportunities, `pgbench -M prepared`, 1 client, the session check
-- subtracted: 0.47 → 0.22–0.26 ms.
--
-- private.fits_rows() built each pair's shared expertise with a subquery over the tour's labels,
-- about a third of its time for a partner's 300 soonest tours (every one of them names a
-- preferred expertise in the bench data). It now first tests all the tour's keywords together
-- against the partner's and skips the subquery when none is shared: exactly the pairs where no
-- label could share one. Same rows, with reasons, for 3,000 partners × the 300 soonest tours
-- (900,000 pairs, 156,735 of them sharing a keyword); fits_rows() for the bench partner, old and
-- new interleaved, 8 rounds of 100 calls each: median 1.76 → 1.37 ms.

create or replace function public.opportunity_page(
  search text,
  tour_type public.tour_type,
  priority public.opportunity_priority,
  status text,
  sort text,
  page_size integer,
  page_offset integer,
  count_limit integer,
  out ids uuid[],
  out total integer
)
language plpgsql
stable
security definer
set search_path = ''
set plan_cache_mode = force_generic_plan
as $$
declare
  conditions text := 'not o.is_template';
  ordering text;
  count_ordering text;
  pattern text;
begin
  ids := '{}';
  total := 0;
  if not (select private.is_active_user()) then
    return;
  end if;

  -- The open list by date with no filter, what most requests ask for: the same statement as
  -- the one formatted below would be, written out so that it keeps one plan.
  if status = 'open' and tour_type is null and priority is null and coalesce(search, '') = ''
    and (sort is null or sort not in ('-date', '-createdAt')) then
    select
      array(
        select o.id from public.opportunities o
        where not o.is_template and o.status = 'open' and o.date > now()
        order by o.date, o.id limit page_size offset page_offset
      ),
      (select count(*)::integer from (
        select from public.opportunities o
        where not o.is_template and o.status = 'open' and o.date > now()
        order by o.date limit count_limit
      ) counted)
    into ids, total;
    return;
  end if;

  if status = 'open' then
    conditions := conditions || ' and o.status = ''open'' and o.date > now()';
  elsif status = 'all' then
    if not (select private.is_admin()) then
      conditions := conditions
        || ' and (o.status = ''open'' or o.id in (select private.involved_opportunity_ids()))';
    end if;
  elsif status in ('awarded', 'completed', 'cancelled') then
    conditions := conditions || ' and o.status = $4::public.opportunity_status';
    if not (select private.is_admin()) then
      conditions := conditions || ' and o.id in (select private.involved_opportunity_ids())';
    end if;
  else
    raise exception 'unknown status %', status using errcode = '22023';
  end if;
  if tour_type is not null then
    conditions := conditions || ' and o.tour_type = $2';
  end if;
  if priority is not null then
    conditions := conditions || ' and o.priority = $3';
  end if;
  if coalesce(search, '') <> '' then
    pattern := '%' || replace(replace(replace(lower(search), '\', '\\'), '%', '\%'), '_', '\_') || '%';
    conditions := conditions || ' and o.search_text like $1';
  end if;
  ordering := case sort
    when '-date' then 'o.date desc, o.id'
    when '-createdAt' then 'o.created_at desc, o.id'
    else 'o.date, o.id'
  end;
  count_ordering := case sort
    when '-date' then 'o.date desc'
    when '-createdAt' then 'o.created_at desc'
    else 'o.date'
  end;

  -- Only fixed fragments are formatted in; every value the caller chose is a parameter.
  execute format(
    $sql$
      select
        array(
          select o.id from public.opportunities o where %1$s
          order by %2$s limit $5 offset $6
        ),
        (select count(*)::integer from (
          select from public.opportunities o where %1$s
          order by %3$s limit $7
        ) counted)
    $sql$,
    conditions,
    ordering,
    count_ordering
  )
  into ids, total
  using pattern, tour_type, priority, status, page_size, page_offset, count_limit;
end;
$$;

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

-- Matching asks for the partners' licences once, not once per tour.
--
-- private.fits() called private.has_current_licence() for every pair whose tour requires a
-- licence: a SQL function with `set search_path`, which Postgres plans again at every call.
-- About 150 µs a pair: when the 300 tours a partner's matches judge all require a licence,
-- fits() took 49 ms instead of 5 and the matches 52 ms; an admin's suggestions for one such
-- tour, judging 10,000 partners, 1.5 s. Now 4.8 ms, 8.6 ms and 136 ms (the last as for a tour
-- that requires none).
--
-- It now reads the current licences of all its partners in one statement,
-- private.current_licences(), which becomes the one definition of "a current licence":
-- current_licence_states() and has_current_licence() ask it, in PL/pgSQL (plans kept for the
-- session).

/**
 * The (partner, state) of each current licence of these partners: approved and before its end
 * (`expires_at`, …000400_licence_day_of_its_state). The one definition of "a current
 * licence". Security definer so that it answers the same for every caller.
 */
create function private.current_licences(partner_ids uuid[])
returns table (partner_id uuid, state text)
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  return query
    select distinct l.partner_id, l.state
    from public.partner_licences l
    where l.partner_id = any (current_licences.partner_ids)
      and l.status = 'approved'
      and l.expires_at > now();
end;
$$;

revoke all on function private.current_licences(uuid[]) from public;
grant execute on function private.current_licences(uuid[]) to authenticated, service_role;

/** As in …000400_licence_day_of_its_state: the states of the partner's current licences, in order. */
create or replace function private.current_licence_states(partner_id uuid)
returns text[]
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  return (
    select coalesce(array_agg(c.state order by c.state), '{}')
    from private.current_licences(array[current_licence_states.partner_id]) c
  );
end;
$$;

/** As in …000200_opportunity_json_licence: whether the partner holds a current licence for `state`. */
create or replace function private.has_current_licence(partner_id uuid, state text)
returns boolean
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  return coalesce(
    has_current_licence.state = any (
      private.current_licence_states(has_current_licence.partner_id)
    ),
    false
  );
end;
$$;

/**
 * As in …000100_matches_stateless_licence, with each partner's current licences read once
 * (`current_states`) instead of asked for every pair.
 */
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
#variable_conflict use_column
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
    cross join public.opportunities t
    left join current_states h on h.partner_id = u.id
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

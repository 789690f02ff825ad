-- What matching needs to know of a tour, stored with it.
--
-- private.fits judged the 300 soonest tours for every GET /api/opportunities and worked out,
-- for each, its weekday on the clock of its state, the state whose licence it requires and the
-- keywords of its preferred expertise: about 46 of the request's 70 ms at 100,000
-- opportunities. They depend on the row alone (location, date, requirements, preferred
-- expertise), so a trigger now keeps them on the row, and fits reads them.
--
-- The three columns are server-owned like the coordinates: no client role may write them
-- (nothing grants it), and the trigger sets them from the row whoever writes it.

alter table public.opportunities
  add column local_weekday text,
  add column licence_state text,
  add column expertise_keyword_groups text[] not null default '{}';

comment on column public.opportunities.local_weekday is
  'Server-owned: the weekday of date on the clock of the location''s state, UTC when it names none (private.local_weekday).';
comment on column public.opportunities.licence_state is
  'Server-owned: the state whose cannabis licence the tour requires, '''' when it requires none, null when it names no state (private.required_licence_state).';
comment on column public.opportunities.expertise_keyword_groups is
  'Server-owned: for each preferred expertise, at the same position, its keywords space-separated (private.expertise_keywords).';

/**
 * For each label, at the same position, its keywords (private.expertise_keywords) joined by
 * spaces.
 */
create function private.expertise_keyword_groups(labels text[])
returns text[]
language sql
immutable
set search_path = ''
as $$
  select coalesce(array(
    select array_to_string(private.expertise_keywords(array[e.label]), ' ')
    from unnest(labels) with ordinality e (label, n)
    order by e.n
  ), '{}')
$$;

/**
 * Sets the stored match facts from the row. Computed when the row is new or one of their
 * sources changed, and also when a writer set one of the facts itself (a service-role or owner
 * write), so they always follow their sources. Security definer: the helpers it calls are
 * granted to no client role, and an admin's write fires it.
 */
create function private.set_opportunity_match_facts()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if tg_op = 'UPDATE'
    and (new.location, new.date, new.requirements, new.preferred_expertise)
      is not distinct from (old.location, old.date, old.requirements, old.preferred_expertise)
    and (new.local_weekday, new.licence_state, new.expertise_keyword_groups)
      is not distinct from (old.local_weekday, old.licence_state, old.expertise_keyword_groups)
  then
    return new;
  end if;
  new.local_weekday := private.local_weekday(new.location, new.date);
  new.licence_state := private.required_licence_state(new.requirements, new.location);
  new.expertise_keyword_groups := private.expertise_keyword_groups(new.preferred_expertise);
  return new;
end;
$$;

create trigger set_match_facts
  before insert or update on public.opportunities
  for each row execute function private.set_opportunity_match_facts();

-- Filled in without the row's other triggers: no audit entry, no new updated_at, no
-- announcement for what is not a change anyone made.
alter table public.opportunities disable trigger user;
update public.opportunities o set
  local_weekday = private.local_weekday(o.location, o.date),
  licence_state = private.required_licence_state(o.requirements, o.location),
  expertise_keyword_groups = private.expertise_keyword_groups(o.preferred_expertise);
alter table public.opportunities enable trigger user;

-- The weekday and the licence state follow the date and the location, which an awarded
-- opportunity may still change.
create or replace function private.opportunity_columns_editable_after_award()
returns text[]
language sql
immutable
set search_path = ''
as $$
  select array[
    'title', 'description', 'requirements', 'special_requests', 'accessibility',
    'meal_preferences', 'priority', 'response_deadline', 'calendar_event_id', 'date',
    'location', 'latitude', 'longitude', 'status', 'cancellation_reason', 'local_weekday',
    'licence_state'
  ]
$$;

-- ============================================================================================
-- fits reads the stored facts
-- ============================================================================================

/**
 * As in …020300_matching, with the tour's weekday, licence state and expertise keywords read
 * from the row, and only the given partners' assignments to the given tours read, by index,
 * before the pairs look them up (the planner hashed every assignment in the table, each
 * tested against its policy, on every call: 2.7 ms at 20,000 assignments, growing with every
 * tour ever assigned). PL/pgSQL so the plan is kept for the session (a SQL function that cannot be
 * inlined is planned again at every call).
 */
create or replace function private.fits(partner_ids uuid[], opportunity_ids uuid[])
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
      array(
        select e.label
        from unnest(t.preferred_expertise, t.expertise_keyword_groups) with ordinality
          e (label, keywords, n)
        where string_to_array(e.keywords, ' ') && u.expertise_keywords
        order by e.n
      ) as shared_expertise
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
    array_remove(array[
      case when j.distance is not null then round(j.distance)::text || ' mi away' end,
      case when j.assigned then 'assigned' end,
      case when j.type_match then j.business_type end,
      nullif(array_to_string(j.shared_expertise, ', '), '')
    ], null) || j.excluded_by,
    j.type_match
  from judged j;
end;
$$;

revoke all on function private.expertise_keyword_groups(text[]) from public;
revoke all on function private.set_opportunity_match_facts() from public;

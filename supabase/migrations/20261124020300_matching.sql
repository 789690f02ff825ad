-- Matching: how well a partner suits an opportunity, in one place (private.fits), used
-- by the partner's matches (GET /api/opportunities), the admin's best-matching partners
-- (GET /api/admin/opportunities/{id}/matches) and auto-assign.
--
-- A partner is excluded from a tour (private.fits's `exclusions`) when
--   * the tour is farther than they reach: the opportunity's location radius, or the partner's
--     travel radius when that is smaller (unknown coordinates exclude nobody);
--   * the tour's weekday, on the clock of its state, is not one of their availability days
--     (no days given excludes nobody);
--   * the group is larger than their maximum group size;
--   * the base rate (the tour's price) is below their minimum hourly rate times the tour's
--     duration in hours.
-- An admin's assignment outweighs them (the assigned partner still matches and is shown why
-- not); auto-assign never picks an excluded partner. The rest are scored: 4 for being assigned, 2 when their business hosts the tour's type
-- (private.business_type_tours), 1 for each of the tour's preferred expertise that shares a
-- keyword with theirs. Only a partner scoring something is a match; a match also gets up to 2
-- for nearness (2 at the tour's door, 0 at the edge of the reach), to one decimal.

-- ============================================================================================
-- Expertise keywords
-- ============================================================================================

/**
 * The keywords of expertise labels cut to a common stem, so that the profile's vocabulary and
 * the opportunities' meet ("Sustainable practices" and "Sustainability practices",
 * "Processing & extraction" and "Extraction/processing").
 */
create function private.expertise_keywords(labels text[])
returns text[]
language sql
immutable
set search_path = ''
as $$
  select coalesce(array_agg(distinct left(w, 6)), '{}')
  from unnest(labels) l, regexp_split_to_table(lower(l), '[^a-z]+') w
  where char_length(w) >= 3
    and w not in ('and', 'the', 'for', 'cannabis', 'services', 'service')
$$;

-- Each partner's expertise keywords, kept with the profile so no match computes them again.
alter table public.users
  add column expertise_keywords text[]
    generated always as (private.expertise_keywords(expertise)) stored;

-- ============================================================================================
-- The fit of partners for tours
-- ============================================================================================

/**
 * How each of the partners `partner_ids` fits each of the tours `opportunity_ids` (every pair
 * the caller may read): the reasons that exclude the partner (empty when none), the score (0
 * when no match), the distance in miles (null when unknown), what the admin is shown as why
 * they matched ("12 mi away", "assigned", their business type when it hosts the tour's type,
 * the shared expertise, then any exclusion) and whether their business hosts the tour's type.
 * An assignment is an admin's own choice and outweighs the exclusions: an assigned partner
 * still matches, with the exclusions among the reasons.
 *
 * Set-based, with the rule written out as expressions (a function called for each of 10,000
 * pairs cost seconds): what depends on the tour alone (its weekday, its expertise keywords) is
 * computed once per tour, the partner's keywords are stored with the profile.
 */
create function private.fits(partner_ids uuid[], opportunity_ids uuid[])
returns table (
  partner_id uuid,
  opportunity_id uuid,
  exclusions text[],
  score numeric,
  distance_miles numeric,
  reasons text[],
  type_match boolean
)
language sql
stable
set search_path = ''
as $$
  with tours as materialized (
    select o.id, o.tour_type, o.latitude, o.longitude, o.location_radius, o.group_size,
      o.base_rate, o.duration, private.local_weekday(o.location, o.date) as weekday,
      o.preferred_expertise,
      -- '' when the tour needs no licence, null when it needs one but names no state.
      private.required_licence_state(o.requirements, o.location) as licence_state,
      -- The keywords of each preferred expertise, space-separated, beside its label.
      array(
        select array_to_string(private.expertise_keywords(array[e.label]), ' ')
        from unnest(o.preferred_expertise) with ordinality e (label, n)
        order by e.n
      ) as expertise_keywords
    from public.opportunities o
    where o.id = any (opportunity_ids)
  ),
  facts as materialized (
    select
      u.id as partner_id,
      t.id as opportunity_id,
      u.business_type,
      u.availability,
      u.max_group_size,
      u.min_hourly_rate,
      t.weekday,
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
        select 1 from public.opportunity_assignments a
        where a.opportunity_id = t.id and a.partner_id = u.id
      ) as assigned,
      array(
        select e.label
        from unnest(t.preferred_expertise, t.expertise_keywords) with ordinality
          e (label, keywords, n)
        where string_to_array(e.keywords, ' ') && u.expertise_keywords
        order by e.n
      ) as shared_expertise
    from public.users u
    cross join tours t
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
    array_remove(array[
      case when j.distance is not null then round(j.distance)::text || ' mi away' end,
      case when j.assigned then 'assigned' end,
      case when j.type_match then j.business_type end,
      nullif(array_to_string(j.shared_expertise, ', '), '')
    ], null) || j.excluded_by,
    j.type_match
  from judged j
$$;

-- ============================================================================================
-- The partners who match a tour
-- ============================================================================================

/**
 * The active partners with a complete profile who match opportunity `opportunity_id`, best
 * first (score, then nearest, then id), at most `max_results`. Reads as the caller (RLS: an
 * admin sees every partner) unless called by a security definer function.
 */
create function private.opportunity_matches(opportunity_id uuid, max_results integer)
returns table (
  partner_id uuid,
  score numeric,
  distance_miles numeric,
  reasons text[],
  type_match boolean
)
language sql
stable
set search_path = ''
as $$
  select f.partner_id, f.score, f.distance_miles, f.reasons, f.type_match
  from private.fits(
    array(
      select u.id from public.users u
      where u.role = 'partner' and u.is_active and u.profile_complete
    ),
    array[opportunity_matches.opportunity_id]
  ) f
  where f.score > 0
  order by f.score desc, f.distance_miles nulls last, f.partner_id
  limit max_results
$$;

-- ============================================================================================
-- The tours that match the caller
-- ============================================================================================

/**
 * What GET /api/opportunities lists: among the `window_size` soonest open, biddable (date and
 * response deadline ahead) opportunities and those the caller is assigned to, the ones the
 * caller has no active bid on and matches, best first (score, then soonest, then id), at most
 * `max_results`. Read under RLS.
 */
create function private.caller_matches(window_size integer, max_results integer)
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
      select w.id from biddable w order by w.date limit window_size
    ),
    candidates as (
      select w.id from soonest w
      union
      select w.id from biddable w where w.id in (select m.opportunity_id from mine m)
    ),
    unbid as (
      select c.id from candidates c
      where c.id not in (
        select b.opportunity_id from public.bids b
        where b.user_id = (select auth.uid())
          and b.status in ('pending', 'shortlisted', 'accepted')
      )
    )
    select f.opportunity_id, f.score
    from private.fits(array[(select auth.uid())], array(select u.id from unbid u)) f
    join public.opportunities o on o.id = f.opportunity_id
    where f.score > 0
    order by f.score desc, o.date, o.id
    limit max_results;
end;
$$;

drop function public.match_candidates(integer);

-- ============================================================================================
-- Auto-assign
-- ============================================================================================

/**
 * "Auto-assign the best-matching partners": assigns an open, upcoming opportunity's best
 * matches whose business hosts its tour type and whose distance is known (within their reach,
 * as matching requires) until it has as many assigned partners as
 * least(max_bids, greatest(partners_needed, 5)). Each assignment notifies its partner
 * (private.notify_assignment). Security definer: it reads every partner's fit, and it runs
 * for the admin who created or switched on the opportunity.
 */
create function private.auto_assign(opportunity_id uuid)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  target integer;
begin
  select least(o.max_bids, greatest(o.partners_needed, 5))
    - (select count(*) from public.opportunity_assignments a where a.opportunity_id = o.id)
  into target
  from public.opportunities o
  where o.id = auto_assign.opportunity_id
    and o.status = 'open' and not o.is_template and o.date > now();
  if coalesce(target, 0) <= 0 then
    return;
  end if;

  insert into public.opportunity_assignments (opportunity_id, partner_id)
  select auto_assign.opportunity_id, m.partner_id
  from private.opportunity_matches(auto_assign.opportunity_id, 10000) m
  where m.type_match
    and m.distance_miles is not null
    and not exists (
      select 1 from public.opportunity_assignments a
      where a.opportunity_id = auto_assign.opportunity_id and a.partner_id = m.partner_id
    )
  order by m.score desc, m.distance_miles nulls last, m.partner_id
  limit target
  on conflict do nothing;
end;
$$;

-- Security definer so that no client role needs (or gets) the right to run auto_assign itself.
create function private.auto_assign_opportunity()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform private.auto_assign(new.id);
  return null;
end;
$$;

-- Deferred to the end of the transaction, so that the partners an admin picks in the same
-- request as the creation count towards the number.
create constraint trigger auto_assign_on_create
  after insert on public.opportunities
  deferrable initially deferred
  for each row when (new.auto_assign)
  execute function private.auto_assign_opportunity();

create constraint trigger auto_assign_when_switched_on
  after update of auto_assign on public.opportunities
  deferrable initially deferred
  for each row when (new.auto_assign and not old.auto_assign)
  execute function private.auto_assign_opportunity();

revoke all on all functions in schema private from public;
grant execute on function private.expertise_keywords(text[]) to authenticated, service_role;
grant execute on function private.fits(uuid[], uuid[]) to authenticated, service_role;
grant execute on function private.opportunity_matches(uuid, integer) to authenticated, service_role;
grant execute on function private.caller_matches(integer, integer) to authenticated, service_role;

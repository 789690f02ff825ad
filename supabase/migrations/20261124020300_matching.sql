-- Matching: how well a partner suits an opportunity, in one place (private.partner_fit), used
-- by the partner's matches (GET /api/opportunities), the admin's best-matching partners
-- (GET /api/admin/opportunities/{id}/matches) and auto-assign.
--
-- A partner is excluded from a tour (private.partner_fit's `exclusions`) when
--   * the tour is farther than they reach: the opportunity's location radius, or the partner's
--     travel radius when that is smaller (unknown coordinates exclude nobody);
--   * the tour's weekday, on the clock of its state, is not one of their availability days
--     (no days given excludes nobody);
--   * the group is larger than their maximum group size;
--   * the base rate (the tour's price) is below their minimum hourly rate times the tour's
--     duration in hours.
-- An admin's assignment outweighs them (the assigned partner still matches and is shown why
-- not); auto-assign never picks an excluded partner. The rest are scored: 4 for being assigned, 2 when their business hosts the tour's type
-- (private.business_tour_types), 1 for each of the tour's preferred expertise that shares a
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

-- ============================================================================================
-- The fit of one partner for one tour
-- ============================================================================================

/**
 * How `partner` fits `tour`: the reasons that exclude them (empty when none), the score (0 when
 * no match), the distance in miles (null when unknown) and what the admin is shown as why they
 * matched ("12 mi away", their business type when it hosts the tour's type, the shared
 * expertise, then any exclusion). An assignment is an admin's own choice and outweighs the
 * exclusions: an assigned partner still matches, with the exclusions among the reasons. `partner_keywords` is private.expertise_keywords(partner.expertise), computed once
 * per partner by the callers.
 */
create function private.partner_fit(
  partner public.users,
  tour public.opportunities,
  assigned boolean,
  partner_keywords text[],
  out exclusions text[],
  out score numeric,
  out distance_miles numeric,
  out reasons text[]
)
language sql
stable
set search_path = ''
as $$
  with facts as (
    select
      private.distance_miles(partner.latitude, partner.longitude, tour.latitude, tour.longitude)
        as distance,
      least(tour.location_radius, coalesce(partner.travel_radius, tour.location_radius)) as reach,
      tour.tour_type = any (private.business_tour_types(partner.business_type)) as type_match,
      private.local_weekday(tour.location, tour.date) as weekday,
      array(
        select e from unnest(tour.preferred_expertise) e
        where private.expertise_keywords(array[e]) && partner_keywords
      ) as shared_expertise
  ),
  judged as (
    select
      f.*,
      -- The exclusions, in one list. A rule added here excludes everywhere matching is used.
      array_remove(array[
        case when f.distance > f.reach then 'outside travel radius' end,
        case when cardinality(partner.availability) > 0
          and not (f.weekday = any (partner.availability)) then 'not available on ' || f.weekday end,
        case when tour.group_size > partner.max_group_size then 'group too large' end,
        case when tour.base_rate < partner.min_hourly_rate * tour.duration
          then 'below minimum rate' end
      ], null) as excluded_by,
      case when assigned then 4 else 0 end
        + case when f.type_match then 2 else 0 end
        + cardinality(f.shared_expertise) as relevance
    from facts f
  )
  select
    j.excluded_by,
    case
      when j.relevance = 0 or (cardinality(j.excluded_by) > 0 and not assigned) then 0
      else j.relevance
        + coalesce(round((2 * greatest(0, 1 - j.distance / j.reach))::numeric, 1), 0)
    end,
    round(j.distance::numeric, 1),
    array_remove(array[
      case when j.distance is not null then round(j.distance)::text || ' mi away' end,
      case when assigned then 'assigned' end,
      case when j.type_match then partner.business_type end,
      nullif(array_to_string(j.shared_expertise, ', '), '')
    ], null) || j.excluded_by
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
  select u.id, fit.score, fit.distance_miles, fit.reasons,
    o.tour_type = any (private.business_tour_types(u.business_type))
  from public.opportunities o
  join public.users u on u.role = 'partner' and u.is_active and u.profile_complete
  cross join lateral private.partner_fit(
    u, o,
    exists (
      select 1 from public.opportunity_assignments a
      where a.opportunity_id = o.id and a.partner_id = u.id
    ),
    private.expertise_keywords(u.expertise)
  ) fit
  where o.id = opportunity_matches.opportunity_id and fit.score > 0
  order by fit.score desc, fit.distance_miles nulls last, u.id
  limit max_results
$$;

-- ============================================================================================
-- The tours that match the caller
-- ============================================================================================

/**
 * What GET /api/opportunities lists: among the `window_size` soonest open, biddable (date and
 * response deadline ahead) opportunities and those the caller is assigned to, the ones the
 * caller has no active bid on and matches, best first (score, then soonest, then id), at most
 * `max_results`. No rows for a caller without a complete profile unless assigned. Read under
 * RLS.
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
    with me as (
      select u, private.expertise_keywords(u.expertise) as keywords
      from public.users u where u.id = (select auth.uid())
    ),
    biddable as not materialized (
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
    )
    select o.id, fit.score
    from candidates c
    join public.opportunities o on o.id = c.id
    cross join me
    cross join lateral private.partner_fit(
      me.u, o, o.id in (select m.opportunity_id from mine m), me.keywords
    ) fit
    where fit.score > 0
      and o.id not in (
        select b.opportunity_id from public.bids b
        where b.user_id = (select auth.uid())
          and b.status in ('pending', 'shortlisted', 'accepted')
      )
    order by fit.score desc, o.date, o.id
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
grant execute on function private.partner_fit(public.users, public.opportunities, boolean, text[])
  to authenticated, service_role;
grant execute on function private.opportunity_matches(uuid, integer) to authenticated, service_role;
grant execute on function private.caller_matches(integer, integer) to authenticated, service_role;

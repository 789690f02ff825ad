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
--     duration in hours;
--   * the tour's date, on the tour's clock, falls on a day they marked away
--     (17_partner_blackouts), named as "Away Jul 3–7: Harvest".
-- An admin's assignment outweighs them (the assigned partner still matches and is shown why
-- not); auto-assign never picks an excluded partner. The rest are scored: 4 for being assigned, 2 when their business hosts the tour's type
-- (private.business_type_tours), 1 for each of the tour's preferred expertise that shares a
-- keyword with theirs. Only a partner scoring something is a match; a match also gets up to 2
-- for nearness (2 at the tour's door, 0 at the edge of the reach), to one decimal, and up to 1
-- for their reviews' rating (1 at 5 stars, 0 at 3 or below or without reviews), which its
-- reasons name ("4.8 ★ from 23 reviews").

/**
 * How a partner fits a tour: what excludes them, the score, the distance and the reasons shown
 * to the admin (the rule is private.fits_rows's).
 */
create type private.fit as (
  partner_id uuid,
  opportunity_id uuid,
  exclusions text[],
  score numeric,
  distance_miles numeric,
  reasons text[],
  type_match boolean
);

/**
 * How each of the partners `partner_ids` fits each of the tours `opportunity_ids` (every pair
 * the caller may read): private.fits_rows() over the tours as private.match_tours reads them.
 */
create function private.fits(
  partner_ids uuid[],
  opportunity_ids uuid[],
  with_reasons boolean default true
)
returns setof private.fit
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

revoke all on function private.fits(uuid[], uuid[], boolean) from public;
grant execute on function private.fits(uuid[], uuid[], boolean) to authenticated, service_role;

/** What the matching rule reads of a tour. */
create type private.match_tour as (
  id uuid,
  tour_type public.tour_type,
  local_weekday text,
  -- The date of the start on the tour's own clock: the day a blackout blocks.
  local_date date,
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
  o.response_deadline,
  row(
    o.id, o.tour_type, o.local_weekday, (o.date at time zone o.time_zone)::date, o.group_size, o.base_rate, o.duration, o.licence_state,
    o.latitude, o.longitude, o.location_radius, o.preferred_expertise,
    o.expertise_keyword_groups
  )::private.match_tour as tour
from public.opportunities o;

revoke all on private.match_tours from public, anon;
grant select on private.match_tours to authenticated, service_role;

/**
 * The one matching rule, for tours given as rows: for each partner and tour, the reasons that
 * exclude the partner (empty when none), the score (0 when no match), the distance in miles
 * (null when unknown), what the admin is shown as why they matched ("12 mi away", "assigned",
 * their business type when it hosts the tour's type, the shared expertise, named only where a
 * keyword is shared, then any exclusion) and whether their business hosts the tour's type. An
 * assignment is an admin's own choice and outweighs the exclusions: an assigned partner still
 * matches, with the exclusions among the reasons.
 *
 * Set-based, with the rule written out as expressions (a function called for each of 10,000
 * pairs cost seconds): what depends on the tour alone is computed once per tour, the partner's
 * keywords are stored with the profile.
 */
create function private.fits_rows(
  partner_ids uuid[],
  tours private.match_tour[],
  with_reasons boolean default true
)
returns setof private.fit
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
  away as materialized (
    -- These partners' blackouts that reach any of these tours' dates (RLS: a partner sees only
    -- their own, an admin and auto-assign every partner's).
    select b.partner_id, b.starts_on, b.ends_on,
      private.away_reason(b.starts_on, b.ends_on, b.note) as reason
    from public.partner_blackouts b
    where b.partner_id = any (partner_ids)
      and b.ends_on >= (select min(o.local_date) from unnest(tours) o)
      and b.starts_on <= (select max(o.local_date) from unnest(tours) o)
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
      u.rating,
      u.review_count,
      t.local_weekday as weekday,
      t.group_size,
      t.base_rate,
      t.duration,
      t.licence_state,
      (
        select w.reason from away w
        where w.partner_id = u.id and t.local_date between w.starts_on and w.ends_on
        order by w.starts_on, w.ends_on
        limit 1
      ) as away,
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
          then 'no current ' || coalesce(f.licence_state || ' ', '') || 'cannabis licence' end,
        f.away
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
        + case when j.review_count > 0 then round(greatest(0, (j.rating - 3) / 2), 1) else 0 end
    end,
    round(j.distance::numeric, 1),
    case when with_reasons then array_remove(array[
      case when j.distance is not null then round(j.distance)::text || ' mi away' end,
      case when j.assigned then 'assigned' end,
      case when j.type_match then j.business_type end,
      nullif(array_to_string(j.shared_expertise, ', '), ''),
      case when j.review_count > 0 then format('%s ★ from %s %s', round(j.rating, 1),
        j.review_count, case when j.review_count = 1 then 'review' else 'reviews' end) end
    ], null) || j.excluded_by else '{}' end,
    j.type_match
  from judged j;
end;
$$;

revoke all on function private.fits_rows(uuid[], private.match_tour[], boolean) from public;
grant execute on function private.fits_rows(uuid[], private.match_tour[], boolean)
  to authenticated, service_role;

/**
 * What GET /api/opportunities lists: among the soonest open, biddable (date and response
 * deadline ahead) opportunities and those the caller is assigned to, the ones the caller has no
 * active bid on and matches, best first (score, then soonest, then id), at most `max_results`.
 * Read under RLS.
 *
 * The 300 soonest biddable tours are judged: ranking every open tour would read them all on
 * each dashboard load, and the soonest are what a partner can act on. The tours the caller is assigned to are judged too, however far ahead. The 300 is
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
    where o.status = 'open' and o.date > now()
      and (o.response_deadline is null or o.response_deadline > now())
  ),
  mine as (
    select a.opportunity_id from public.opportunity_assignments a
    where a.partner_id = (select private.business_id_as('{owner,manager}'))
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
      where b.user_id = (select private.business_id_as('{owner,manager}'))
        and b.status in ('pending', 'shortlisted', 'accepted')
    )
  ),
  scored as materialized (
    select f.opportunity_id, f.score
    from private.fits_rows(array[(select private.business_id_as('{owner,manager}'))], array(select u.tour from unbid u), false) f
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
      where u.role = 'partner' and u.is_active and u.profile_complete and private.is_business(u.id)
    ),
    array[opportunity_matches.opportunity_id]
  ) f
  where f.score > 0
  order by f.score desc, f.distance_miles nulls last, f.partner_id
  limit max_results
$$;
grant execute on function private.opportunity_matches(uuid, integer) to authenticated, service_role;

-- ============================================================================================
-- Adding assignments
-- ============================================================================================

/**
 * Assigns `partners` to the opportunity and tells each one newly assigned (type `assignment`;
 * its mail follows from the notice), the ones already assigned left as they were; the number
 * newly assigned. The one step both doors share: an admin's public.assign_partners() and
 * auto-assign. The rows' own guards (check_assignment: the licence rule, TP107) still decide.
 */
create function private.add_assignments(opportunity_id uuid, partners uuid[])
returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  added integer;
begin
  with inserted as (
    insert into public.opportunity_assignments (opportunity_id, partner_id)
    select add_assignments.opportunity_id, p.partner_id
    from unnest(partners) with ordinality as p (partner_id, position)
    order by p.position
    on conflict do nothing
    returning partner_id
  ), told as (
    select private.notify(
      i.partner_id,
      'assignment',
      jsonb_build_object('opportunityId', o.id, 'date', o.date, 'opportunityTitle', o.title)
    )
    from inserted i
    join public.opportunities o on o.id = add_assignments.opportunity_id
  )
  select count(*) into added from told;
  return added;
end;
$$;
revoke all on function private.add_assignments(uuid, uuid[]) from public;

-- ============================================================================================
-- Auto-assign
-- ============================================================================================

/**
 * "Auto-assign the best-matching partners": assigns an open, upcoming opportunity's best
 * matches (by score, which weighs their reviews' rating, plus their reliability's weight) whose business hosts its tour type and whose distance is known (within their reach,
 * as matching requires) until it has as many assigned partners as
 * least(max_bids, greatest(partners_needed, 5)). Each assignment notifies its partner
 * (private.add_assignments). When it assigns nobody though partners were wanted, it says
 * why, in the audit log (action `auto_assign_none`, new_values {reason}) and to the admin who
 * asked, as an `auto_assign_none` notification: no place data loaded, a location that names no known
 * place, or no active partner that matches. Security definer: it reads every partner's fit,
 * and it runs for the admin who created or switched on the opportunity.
 */
create function private.auto_assign(opportunity_id uuid)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  target integer;
  tour public.opportunities;
  assigned integer;
  reason text;
begin
  select * into tour
  from public.opportunities o
  where o.id = auto_assign.opportunity_id
    and o.status = 'open' and o.date > now();
  if not found then
    return;
  end if;
  target := least(tour.max_bids, greatest(tour.partners_needed, 5))
    - (select count(*) from public.opportunity_assignments a where a.opportunity_id = tour.id);
  if target <= 0 then
    return;
  end if;

  -- Best first by the match's score plus the partner's reliability weight (17_tour_withdrawals:
  -- late withdrawals and no-shows of the last 12 months take up to 2 off).
  assigned := private.add_assignments(
    auto_assign.opportunity_id,
    array(
      with matches as materialized (
        select m.partner_id, m.score, m.distance_miles, m.type_match
        from private.opportunity_matches(auto_assign.opportunity_id, 10000) m
      )
      select m.partner_id
      from matches m
      left join private.partner_reliability(array(select x.partner_id from matches x)) r
        on r.partner_id = m.partner_id
      where m.type_match
        and m.distance_miles is not null
        and not exists (
          select 1 from public.opportunity_assignments a
          where a.opportunity_id = auto_assign.opportunity_id and a.partner_id = m.partner_id
        )
      order by m.score + coalesce(r.weight, 0) desc, m.distance_miles nulls last, m.partner_id
      limit target
    )
  );
  if assigned > 0 then
    return;
  end if;

  reason := case
    when not private.places_loaded() then
      'no place data is loaded, so no distance is known (run npm run places:load -- <database url>)'
    when tour.latitude is null then
      format('its location, "%s", names no known place, so no distance is known', tour.location)
    else
      'no active partner with a complete profile whose business hosts this tour type is within reach and available'
  end;
  insert into public.audit_logs (user_id, action, entity, entity_id, new_values)
  values (
    (select auth.uid()), 'auto_assign_none', 'opportunity', tour.id::text,
    jsonb_build_object('reason', reason)
  );
  perform private.notify(
    u.id,
    'auto_assign_none',
    jsonb_build_object('opportunityId', tour.id, 'reason', reason, 'opportunityTitle', tour.title)
  )
  from public.users u
  where u.id = (select auth.uid()) and u.role = 'admin';
end;
$$;
revoke all on function private.auto_assign(uuid) from public;

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

/**
 * The caller's matches after the cursor (`after_date`, `after_id`; null for the start), in
 * date order: biddable tours (open, date and deadline ahead) with no active bid of theirs,
 * that are not full, that they match (score > 0), at most `max_results`. Judges at most
 * `max_windows` windows of 300 tours; when it stops with tours possibly left, the last row has
 * a null score and names the last tour judged, where the next call starts. Read under RLS.
 */
create function private.caller_matches_after(
  after_date timestamptz,
  after_id uuid,
  max_results integer,
  max_windows integer default 10
)
returns table (opportunity_id uuid, score numeric, date timestamptz)
language plpgsql
stable
set search_path = ''
as $$
#variable_conflict use_column
declare
  cursor_date timestamptz := coalesce(after_date, '-infinity');
  cursor_id uuid := coalesce(after_id, '00000000-0000-0000-0000-000000000000');
  tours private.match_tour[];
  ids uuid[];
  dates timestamptz[];
  scores numeric[];
  full_ids uuid[];
  windows integer := 0;
  taken integer := 0;
begin
  loop
    select
      array_agg(w.tour order by w.date, w.id),
      array_agg(w.id order by w.date, w.id),
      array_agg(w.date order by w.date, w.id)
    into tours, ids, dates
    from (
      select o.id, o.date, o.tour
      from private.match_tours o
      where o.status = 'open' and o.date > now()
        and (o.response_deadline is null or o.response_deadline > now())
        and (o.date, o.id) > (cursor_date, cursor_id)
        and o.id not in (
          select b.opportunity_id from public.bids b
          where b.user_id = (select private.business_id_as('{owner,manager}'))
            and b.status in ('pending', 'shortlisted', 'accepted')
        )
      order by o.date, o.id
      limit 300
    ) w;
    if ids is null then
      return;
    end if;
    windows := windows + 1;

    select array_agg(f.score order by n.n)
    into scores
    from unnest(ids) with ordinality n (id, n)
    left join private.fits_rows(array[(select private.business_id_as('{owner,manager}'))], tours, false) f
      on f.opportunity_id = n.id;
    full_ids := private.full_opportunities(
      array(select i.id from unnest(ids, scores) i (id, s) where i.s > 0)
    );

    for n in 1 .. cardinality(ids) loop
      continue when coalesce(scores[n], 0) <= 0 or ids[n] = any (full_ids);
      opportunity_id := ids[n];
      score := scores[n];
      date := dates[n];
      return next;
      taken := taken + 1;
      if taken >= max_results then
        return;
      end if;
    end loop;

    cursor_date := dates[cardinality(dates)];
    cursor_id := ids[cardinality(ids)];
    if cardinality(ids) < 300 then
      return;
    end if;
    if windows >= max_windows then
      -- Tours may be left: tell the caller where to go on.
      opportunity_id := cursor_id;
      score := null;
      date := cursor_date;
      return next;
      return;
    end if;
  end loop;
end;
$$;
revoke all on function private.caller_matches_after(timestamptz, uuid, integer, integer) from public;
grant execute on function private.caller_matches_after(timestamptz, uuid, integer, integer)
  to authenticated, service_role;

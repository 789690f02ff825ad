-- The opportunity lists of the API at scale (100,000 opportunities, 1,000,000 bids): one
-- function that pages and counts GET /api/opportunities/all, one that builds a page's rows as
-- the API shows them, and the candidates GET /api/opportunities ranks. The indexes they walk
-- are defined with their tables.
--
-- Why a function for the opportunity list: under RLS only leakproof operators become index
-- conditions, and the list's filters (enum equality on type, priority and status, LIKE for the
-- search) are not leakproof. Applied after the policy they cost a heap visit per row walked,
-- and counting the matches walked them all. The function plans the list as the owner, with
-- every filter an index condition, and applies the read policy itself.

create function public.opportunity_page(
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
  conditions text := 'true';
  ordering text;
  count_ordering text;
  pattern text;
begin
  ids := '{}';
  total := 0;
  if not (select private.is_active_user()) then
    return;
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
  if coalesce(search, '') <> '' then
    -- Matched literally: the caller's `%`, `_` and `\` are no wildcards.
    pattern := '%' || replace(replace(replace(lower(search), '\', '\\'), '%', '\%'), '_', '\_') || '%';
  end if;

  -- A search of the open list by date alone (the partner's search box) is one walk: the matches
  -- in order up to the count's limit, numbered, the page taken from them by number.
  if status = 'open' and pattern is not null and tour_type is null and priority is null
    and ordering = 'o.date, o.id' then
    select
      coalesce(array_agg(h.id order by h.n)
        filter (where h.n > page_offset and h.n <= page_offset + page_size), '{}'),
      count(*)::integer
    from (
      select o.id, row_number() over (order by o.date, o.id) as n
      from public.opportunities o
      where o.status = 'open' and o.date > now()
        and o.search_text like pattern
      order by o.date, o.id
      limit greatest(count_limit, page_offset + page_size)
    ) h
    into ids, total;
    total := least(total, count_limit);
    return;
  end if;

  -- Every other list is formatted and planned at each call (0.25 to 0.4 ms). Written out per
  -- filter so each kept its plan, the open list bought 8-14% of Postgres CPU and no requests/s.
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
  if pattern is not null then
    conditions := conditions || ' and o.search_text like $1';
  end if;
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

revoke all on function public.opportunity_page from public, anon;
grant execute on function public.opportunity_page to authenticated, service_role;

-- ============================================================================================
-- A page of tours as JSON
-- ============================================================================================

/**
 * The opportunities with the given ids as the API shows them (product §3, camelCase; the
 * `Opportunity` contract of _shared/portable/contracts/api.ts), as a JSON array in the order of `ids`,
 * read under RLS (security invoker): a partner's `assignedPartners` hold only themselves,
 * `myBid` is the caller's latest bid (`{id, amount, status}` or null), `licenceRequirement` the
 * state whose licence the tour requires, whether the caller holds one and whether one of theirs
 * awaits review (null when it requires none), `maxBidsReached` whether it takes no more bids. Admin-only details (client contact,
 * internal notes) live in another table and are never here. Times as JavaScript's
 * toISOString writes them (`2025-01-05T15:00:00.000Z`), money as strings with two decimals.
 *
 * Each tour is one row_to_json of a record whose column names are the keys: it looks up each
 * column's output function once per row, where json_build_object classified each of its 34
 * values on every call. PL/pgSQL so the plan is kept for the session. The times are formatted
 * in place: a helper function with a SET clause is not inlined, and its four calls per tour
 * cost a sixth of a page's Postgres CPU (1.99 against 1.66 ms for 20 tours, 100,000 in all).
 */
create function public.opportunities_json(ids uuid[], known_full uuid[] default null)
returns json
language plpgsql
stable
security invoker
set search_path = ''
as $$
declare
  page json;
  iso constant text := 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"';
  held_states text[] := private.current_licence_states((select private.business_id_as('{owner,manager}')));
  -- The caller's own licences awaiting review (RLS shows a partner only theirs), so a card says
  -- "pending review" rather than "add one".
  pending_states text[] := array(
    select distinct l.state from public.partner_licences l
    where l.partner_id = (select private.business_id_as('{owner,manager}')) and l.status = 'pending' and l.expires_at > now()
  );
  full_ids uuid[] := coalesce(known_full, private.full_opportunities(ids), '{}');
begin
  select coalesce(json_agg(j.tour order by p.n), '[]')
  into page
  from unnest(ids) with ordinality as p (id, n)
  join public.opportunities o on o.id = p.id
  cross join lateral (
    select row_to_json(r) as tour
    from (select
      o.id,
      o.title,
      o.description,
      o.location,
      o.tour_type as "tourType",
      to_char(o.date at time zone 'UTC', iso) as date,
      -- The clock of the tour's place: every reader shows its times on it.
      o.time_zone as "timeZone",
      o.duration,
      o.group_size as "groupSize",
      o.base_rate::text as "baseRate",
      o.priority,
      o.requirements,
      o.status,
      o.partners_needed as "partnersNeeded",
      to_char(o.response_deadline at time zone 'UTC', iso) as "responseDeadline",
      o.max_bids as "maxBids",
      o.auto_assign as "autoAssign",
      o.custom_requirements as "customRequirements",
      o.special_requests as "specialRequests",
      o.accessibility,
      o.age_restrictions as "ageRestrictions",
      o.group_type as "groupType",
      o.transportation_needed as "transportationNeeded",
      o.meal_preferences as "mealPreferences",
      o.budget_range as "budgetRange",
      o.experience_level as "experienceLevel",
      o.preferred_expertise as "preferredExpertise",
      o.location_radius as "locationRadius",
      to_char(o.created_at at time zone 'UTC', iso) as "createdAt",
      to_char(o.updated_at at time zone 'UTC', iso) as "updatedAt",
      array(
        select a.partner_id from public.opportunity_assignments a
        where a.opportunity_id = o.id
        order by a.assigned_at, a.partner_id
      ) as "assignedPartners",
      (
        select json_build_object('id', b.id, 'amount', b.amount::text, 'status', b.status)
        from public.bids b
        where b.opportunity_id = o.id and b.user_id = (select private.business_id_as('{owner,manager}'))
        order by b.created_at desc
        limit 1
      ) as "myBid",
      case when o.licence_state is distinct from '' then
        json_build_object(
          'state', o.licence_state,
          'held', coalesce(o.licence_state = any (held_states), false),
          'pending', coalesce(o.licence_state = any (pending_states), false)
        )
      end as "licenceRequirement",
      o.id = any (full_ids) as "maxBidsReached",
      -- The caller's day away that this tour's date, on its own clock, falls in (17).
      (
        select private.away_reason(b.starts_on, b.ends_on, b.note)
        from public.partner_blackouts b
        where b.partner_id = (select private.business_id_as('{owner,manager}'))
          and b.starts_on <= (o.date at time zone o.time_zone)::date
          and b.ends_on >= (o.date at time zone o.time_zone)::date
        order by b.starts_on, b.ends_on, b.id
        limit 1
      ) as away,
      -- Where to meet beyond the town: RLS gives it to admins and the partners touring it.
      (
        select json_build_object(
          'street', m.street, 'state', m.state, 'zip', m.zip, 'instructions', m.instructions
        )
        from public.opportunity_meeting_places m
        where m.opportunity_id = o.id
      ) as "meetingPlace"
    ) r
  ) j;
  return page;
end;
$$;

revoke all on function public.opportunities_json(uuid[], uuid[]) from public, anon;
grant execute on function public.opportunities_json(uuid[], uuid[]) to authenticated, service_role;

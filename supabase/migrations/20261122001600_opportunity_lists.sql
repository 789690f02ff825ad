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

-- ============================================================================================
-- The opportunity list
-- ============================================================================================

/**
 * One page of GET /api/opportunities/all: the ids of the page in order, and how many match,
 * counted up to `count_limit` (a list of 100,000 is not counted to the end for every page; the
 * API asks for 1,000 past the page's start and says when there are more).
 *
 * - `search`: case-insensitive substring of title, location and description (`%`, `_`
 *   literal); null or '' for none.
 * - `tour_type`, `priority`: null for any.
 * - `status`: 'open' (open and still ahead), 'awarded', 'completed', 'cancelled' or 'all'.
 * - `sort`: 'date', '-date' or '-createdAt'; ties by id.
 * Templates are never listed. Visibility is the read policy of public.opportunities: nothing
 * for an inactive user, everything for an admin, else the open ones and those the caller is
 * involved in. Security definer so that the filters are index conditions (see above); the
 * caller's API reads the page's rows under RLS again.
 */
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
as $$
declare
  conditions text := 'not o.is_template';
  ordering text;
  pattern text;
begin
  ids := '{}';
  total := 0;
  if not (select private.is_active_user()) then
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

  -- Only fixed fragments are formatted in; every value the caller chose is a parameter.
  execute format(
    $sql$
      select
        array(
          select o.id from public.opportunities o where %1$s
          order by %2$s limit $5 offset $6
        ),
        (select count(*)::integer from (
          select from public.opportunities o where %1$s limit $7
        ) counted)
    $sql$,
    conditions,
    ordering
  )
  into ids, total
  using pattern, tour_type, priority, status, page_size, page_offset, count_limit;
end;
$$;

revoke all on function public.opportunity_page from public, anon;
grant execute on function public.opportunity_page to authenticated, service_role;

/**
 * The opportunities with the given ids as the API shows them (SPEC §3, camelCase), as a JSON
 * array in the order of `ids`, read under RLS (security invoker): a partner's
 * `assignedPartners` hold only themselves, and `myBid` is the caller's latest bid on it
 * (`{id, status, amount}` or null). Admin-only details (client contact, internal notes) live in
 * another table and are never here. Times as JavaScript's toISOString writes them
 * (`2025-01-05T15:00:00.000Z`), money as strings with two decimals.
 *
 * Built here so the API passes the page on without parsing and serialising it again, and
 * PL/pgSQL so the plan is kept for the session (planning this statement cost as much as
 * running it for a page of 20).
 */
create function public.opportunities_json(ids uuid[])
returns json
language plpgsql
stable
security invoker
set search_path = ''
as $$
declare
  page json;
begin
  select coalesce(json_agg(json_build_object(
      'id', o.id,
      'title', o.title,
      'description', o.description,
      'location', o.location,
      'tourType', o.tour_type,
      'date', to_char(o.date at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
      'duration', o.duration,
      'groupSize', o.group_size,
      'baseRate', o.base_rate::text,
      'priority', o.priority,
      'requirements', o.requirements,
      'status', o.status,
      'partnersNeeded', o.partners_needed,
      'responseDeadline',
        to_char(o.response_deadline at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
      'maxBids', o.max_bids,
      'autoAssign', o.auto_assign,
      'customRequirements', o.custom_requirements,
      'specialRequests', o.special_requests,
      'accessibility', o.accessibility,
      'ageRestrictions', o.age_restrictions,
      'groupType', o.group_type,
      'transportationNeeded', o.transportation_needed,
      'mealPreferences', o.meal_preferences,
      'budgetRange', o.budget_range,
      'experienceLevel', o.experience_level,
      'preferredExpertise', o.preferred_expertise,
      'locationRadius', o.location_radius,
      'isTemplate', o.is_template,
      'createdAt', to_char(o.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
      'updatedAt', to_char(o.updated_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
      'assignedPartners', array(
        select a.partner_id from public.opportunity_assignments a
        where a.opportunity_id = o.id
        order by a.assigned_at, a.partner_id
      ),
      'myBid', (
        -- The keys in the order the API always sent them.
        select json_build_object('id', b.id, 'amount', b.amount::text, 'status', b.status)
        from public.bids b
        where b.opportunity_id = o.id and b.user_id = (select auth.uid())
        order by b.created_at desc
        limit 1
      )
    ) order by p.n), '[]')
  into page
  from unnest(ids) with ordinality as p (id, n)
  join public.opportunities o on o.id = p.id;
  return page;
end;
$$;

revoke all on function public.opportunities_json(uuid[]) from public, anon;
grant execute on function public.opportunities_json(uuid[]) to authenticated, service_role;

-- ============================================================================================
-- The matches' candidates
-- ============================================================================================

/**
 * What GET /api/opportunities ranks (api/queries/matches.ts), in one row: the caller's
 * business type and expertise, and as JSON `[id, tourType, preferredExpertise, date (epoch
 * ms), assigned]` the open, biddable (date and response deadline ahead) opportunities they have
 * no active bid on among the `window_size` soonest biddable ones and those they are assigned
 * to. No row without a profile. Read under RLS (security invoker). PL/pgSQL so the plan is kept
 * for the session (planning it cost more than running it); the candidates as one JSON value
 * because parsing hundreds of rows cost the function more than the query.
 */
create function public.match_candidates(window_size integer)
returns table ("businessType" text, expertise text[], candidates json)
language plpgsql
stable
security invoker
set search_path = ''
as $$
#variable_conflict use_column
begin
  return query
    with biddable as not materialized (
      select o.id, o.tour_type, o.preferred_expertise, o.date
      from public.opportunities o
      where o.status = 'open' and not o.is_template and o.date > now()
        and (o.response_deadline is null or o.response_deadline > now())
    ),
    mine as (
      select a.opportunity_id from public.opportunity_assignments a
      where a.partner_id = (select auth.uid())
    ),
    soonest as (
      select w.* from biddable w order by w.date limit window_size
    ),
    candidates as (
      select w.* from soonest w
      union all
      select w.* from biddable w
      where w.id in (select m.opportunity_id from mine m)
        and w.id not in (select s.id from soonest s)
    )
    select
      u.business_type,
      u.expertise,
      coalesce(
        (
          select json_agg(json_build_array(
            c.id,
            c.tour_type,
            c.preferred_expertise,
            floor(extract(epoch from c.date) * 1000)::bigint,
            c.id in (select m.opportunity_id from mine m)
          ))
          from candidates c
          where c.id not in (
            select b.opportunity_id from public.bids b
            where b.user_id = (select auth.uid())
              and b.status in ('pending', 'shortlisted', 'accepted')
          )
        ),
        '[]'
      )
    from public.users u
    where u.id = (select auth.uid());
end;
$$;

revoke all on function public.match_candidates(integer) from public, anon;
grant execute on function public.match_candidates(integer) to authenticated, service_role;

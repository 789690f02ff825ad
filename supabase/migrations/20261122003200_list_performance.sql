-- The lists at scale (100,000 opportunities, 10,000 users, 1,000,000 bids): indexes that
-- match each list's filter and order, one function that pages and counts the opportunity
-- list, and the admin check as a single statement.
--
-- Why a function for the opportunity list: under RLS only leakproof operators become index
-- conditions, and the list's filters (enum equality on type, priority and status, LIKE for the
-- search) are not leakproof. Applied after the policy they cost a heap visit per row walked,
-- and counting the matches walked them all. The function plans the list as the owner, with
-- every filter an index condition, and applies the read policy itself.

-- ============================================================================================
-- Indexes
-- ============================================================================================

-- The open, non-template opportunities by date (the partner list, the search and the matches'
-- window), carrying what those read so each is an index-only walk: the search text for the
-- LIKE, the deadline, type and preferred expertise for the matches.
create index opportunities_open_list_idx on public.opportunities (date, id)
  include (search_text, response_deadline, tour_type, preferred_expertise)
  where status = 'open' and not is_template;

-- The open list filtered by type or by priority (the other filter carried along).
create index opportunities_open_type_date_idx on public.opportunities (tour_type, date)
  include (priority)
  where status = 'open' and not is_template;
create index opportunities_open_priority_date_idx on public.opportunities (priority, date)
  include (tour_type)
  where status = 'open' and not is_template;

-- The bids of an opportunity, by partner: the caller's latest bid on each listed opportunity
-- (`myBid`) is one index probe; the active-bid count for max_bids and the admin's bids of an
-- opportunity read the same index as before (status carried along).
drop index public.bids_opportunity_id_status_idx;
create index bids_opportunity_id_user_id_idx on public.bids (opportunity_id, user_id)
  include (status);

-- A partner's active bids by opportunity, read without visiting the heap (the matches leave
-- out what the partner already bids on; the stats count by status as before).
drop index public.bids_user_id_status_idx;
create index bids_user_id_status_idx on public.bids (user_id, status) include (opportunity_id);

-- Who reviewed a bid: only reviewed bids need an entry (the foreign key's lookups ask for one
-- reviewer), so a new bid writes one index entry fewer.
drop index public.bids_reviewed_by_idx;
create index bids_reviewed_by_idx on public.bids (reviewed_by) where reviewed_by is not null;

-- The admin user list, newest first with the id as the tie-break: the page is the index's
-- first rows instead of a sort of every user.
create index users_created_at_id_idx on public.users (created_at desc, id);
drop index public.users_created_at_idx;

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

-- ============================================================================================
-- The admin check
-- ============================================================================================

/**
 * `private.is_admin()` for a given user: an active admin. The API's admin routes ask it once
 * per request, with the id from the verified token, in one statement instead of a transaction
 * of their own.
 */
create function private.is_admin_user(user_id uuid)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (
    select 1 from public.users
    where id = user_id and role = 'admin' and is_active
  )
$$;

revoke all on function private.is_admin_user(uuid) from public;
grant execute on function private.is_admin_user(uuid) to service_role;

-- The open list by date keeps its plans.
--
-- public.opportunity_page() formatted its statement and ran it with EXECUTE, so every page was
-- parsed and planned afresh. The open list by date, unfiltered or filtered by tour type,
-- priority or both, what the partner's list and most requests ask for, is now written out: the
-- same statements the formatting produced, each kept as one generic plan on the index of its
-- filters (opportunities_open_list_idx and …_open_date_idx, …_open_type_date_idx,
-- …_open_priority_date_idx, …_open_type_priority_date_idx, as the custom plans read them;
-- `plan_cache_mode` has no effect on EXECUTE, which a search and the other orders still use).
--
-- The bench partner at 1,000,000 opportunities, the transaction with its session check,
-- `pgbench -M prepared`, 1 client: unfiltered, the page part 0.47 → 0.22–0.26 ms; farm tours of
-- high priority, old and new interleaved, 6 rounds of 3 s: median 1.07 → 0.68 ms. The same ids
-- and counts.

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

  -- The open list by date, unfiltered or by type and priority, what most requests ask for:
  -- the statements formatted below would be these, written out so that each keeps one plan
  -- (on the index of its filters).
  if status = 'open' and coalesce(search, '') = '' and ordering = 'o.date, o.id' then
    if tour_type is null and priority is null then
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
    elsif priority is null then
      select
        array(
          select o.id from public.opportunities o
          where not o.is_template and o.status = 'open' and o.date > now()
            and o.tour_type = opportunity_page.tour_type
          order by o.date, o.id limit page_size offset page_offset
        ),
        (select count(*)::integer from (
          select from public.opportunities o
          where not o.is_template and o.status = 'open' and o.date > now()
            and o.tour_type = opportunity_page.tour_type
          order by o.date limit count_limit
        ) counted)
      into ids, total;
    elsif tour_type is null then
      select
        array(
          select o.id from public.opportunities o
          where not o.is_template and o.status = 'open' and o.date > now()
            and o.priority = opportunity_page.priority
          order by o.date, o.id limit page_size offset page_offset
        ),
        (select count(*)::integer from (
          select from public.opportunities o
          where not o.is_template and o.status = 'open' and o.date > now()
            and o.priority = opportunity_page.priority
          order by o.date limit count_limit
        ) counted)
      into ids, total;
    else
      select
        array(
          select o.id from public.opportunities o
          where not o.is_template and o.status = 'open' and o.date > now()
            and o.tour_type = opportunity_page.tour_type and o.priority = opportunity_page.priority
          order by o.date, o.id limit page_size offset page_offset
        ),
        (select count(*)::integer from (
          select from public.opportunities o
          where not o.is_template and o.status = 'open' and o.date > now()
            and o.tour_type = opportunity_page.tour_type and o.priority = opportunity_page.priority
          order by o.date limit count_limit
        ) counted)
      into ids, total;
    end if;
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

-- The opportunity list reads only its page and the entries it counts.
--
-- public.opportunity_page() counted up to 1,000 past the page's start with an unordered
-- `limit`, which the planner served with a bitmap scan: every index entry of the filter (22,781
-- for the open list at 10,000 opportunities, all 20,001 trigram matches of a search) and then the
-- heap, before stopping at the limit. The count now walks the page's own index in the list's
-- order and stops after `count_limit` entries, an index-only scan (same result: the count of a
-- limited set does not depend on its order).
--
-- The type and priority filters get indexes in the list's full order (date, id), and both
-- together one of their own, so a filtered page and its count are one index range each instead
-- of a walk that drops the other filter's rows and sorts ties.

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


drop index public.opportunities_open_type_date_idx;
drop index public.opportunities_open_priority_date_idx;

create index opportunities_open_type_date_idx on public.opportunities (tour_type, date, id)
  include (priority)
  where status = 'open' and not is_template;
create index opportunities_open_priority_date_idx on public.opportunities (priority, date, id)
  include (tour_type)
  where status = 'open' and not is_template;
create index opportunities_open_type_priority_date_idx
  on public.opportunities (tour_type, priority, date, id)
  where status = 'open' and not is_template;

-- A search of the open list by date walks the list once.
--
-- public.opportunity_page() found a search's page and its count in two walks of the open list's
-- index, each testing the pattern on every entry it passed: the page's walk to the page's end,
-- the count's to 200 matches past the page's start, the first one over again. The search of
-- the open list by date, with no type or priority (the partner's search box), is now one walk:
-- the matches in order up to the count's limit, numbered, the page taken from them by number.
-- Written out like the open list's statements, it keeps one plan (the walk of
-- opportunities_open_list_idx, the custom plans' choice) where EXECUTE planned every call.
--
-- The bench partner at 1,000,000 opportunities searching "harvest", the transaction with its
-- session check, `pgbench -M prepared`, 1 client, old and new interleaved, 5 rounds of 3 s:
-- 2.29–2.67 → 1.94–2.12 ms. The same ids and totals for six words (rare, common, with `_` and
-- `%`) at six offsets.

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
  if coalesce(search, '') <> '' then
    -- Matched literally: the caller's `%`, `_` and `\` are no wildcards.
    pattern := '%' || replace(replace(replace(lower(search), '\', '\\'), '%', '\%'), '_', '\_') || '%';
  end if;

  -- The open list by date, unfiltered or by type and priority, what most requests ask for:
  -- the statements formatted below would be these, written out so that each keeps one plan
  -- (on the index of its filters).
  if status = 'open' and pattern is null and ordering = 'o.date, o.id' then
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
      where not o.is_template and o.status = 'open' and o.date > now()
        and o.search_text like pattern
      order by o.date, o.id
      limit greatest(count_limit, page_offset + page_size)
    ) h
    into ids, total;
    total := least(total, count_limit);
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

-- Every reader's part of a tour's JSON, stored with the tour.
--
-- public.opportunities_json() built each tour's 30 shared keys with json_build_object on every
-- page it served, and json_build_object looks up the output function of every value on every
-- row: about a third of the Postgres time of a page of 20 at 50 connections. Those keys depend
-- on the row alone, so a trigger now keeps them on the row as JSON text, left open after
-- `updatedAt`, and a page appends each reader's own keys to it (assignedPartners, myBid,
-- licenceRequirement, maxBidsReached), in the order the API always sent them.
--
-- Server-owned like the match facts: no client role may write it (nothing grants it), and the
-- trigger sets it from the row whoever writes it. The audit log leaves it out: it repeats the
-- row's columns.

-- The default only stands in for the trigger's value, so that an insert need not name a column
-- no client may write.
alter table public.opportunities add column json_head text not null default '';

comment on column public.opportunities.json_head is
  'Server-owned: the tour as public.opportunities_json() shows it to every reader, up to updatedAt, without its closing brace (private.opportunity_json_head).';

/**
 * The keys of a tour that are the same for every reader, as a JSON object without its closing
 * brace. The one definition of their names, order and formats (times as ISO strings in UTC,
 * money as a string).
 */
create function private.opportunity_json_head(o public.opportunities)
returns text
language sql
stable
set search_path = ''
as $$
  select left(json_build_object(
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
    'updatedAt', to_char(o.updated_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
  )::text, -1)
$$;

/**
 * Sets the stored head from the row as it is written. The trigger's name sorts after the
 * row's other BEFORE triggers (they fire in name order), so it sees the updated_at and every
 * other column they set. Security definer: the builder is granted to no client role, and an
 * admin's write fires it.
 */
create function private.set_opportunity_json_head()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  new.json_head := private.opportunity_json_head(new);
  return new;
end;
$$;

create trigger store_json_head
  before insert or update on public.opportunities
  for each row execute function private.set_opportunity_json_head();

revoke all on function private.opportunity_json_head(public.opportunities) from public;
revoke all on function private.set_opportunity_json_head() from public;

-- Filled in without the row's other triggers: no audit entry, no new updated_at.
alter table public.opportunities disable trigger user;
update public.opportunities o set json_head = private.opportunity_json_head(o);
alter table public.opportunities enable trigger user;

-- A row written with the trigger switched off would break every page that shows it: refused.
alter table public.opportunities
  add constraint opportunities_json_head_made check (json_head like '{"id" : %');

-- ============================================================================================
-- The audit log leaves the stored JSON out
-- ============================================================================================

/**
 * As in …001400_audit_logs, with `json_head` taken out of both rows first: it changes with
 * every change of an opportunity and repeats its columns.
 */
create or replace function private.record_audit()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  old_row jsonb := case when tg_op <> 'INSERT' then to_jsonb(old) - 'json_head' end;
  new_row jsonb := case when tg_op <> 'DELETE' then to_jsonb(new) - 'json_head' end;
  entity_id text := coalesce(new_row, old_row) ->> tg_argv[1];
  headers jsonb := nullif(current_setting('request.headers', true), '')::jsonb;
  changed text[];
  action text;
begin
  if tg_op = 'UPDATE' then
    changed := array_remove(private.changed_columns(old_row, new_row), 'updated_at');
    if tg_nargs > 2 then
      changed := array(select unnest(changed) intersect select unnest(tg_argv[2:]));
    end if;
    if cardinality(changed) = 0 then
      return null;
    end if;
    old_row := (select jsonb_object_agg(c, old_row -> c) from unnest(changed) c);
    new_row := (select jsonb_object_agg(c, new_row -> c) from unnest(changed) c);
    action := case when 'status' = any(changed) then new_row ->> 'status' else 'updated' end;
  else
    action := case tg_op when 'INSERT' then 'created' else 'deleted' end;
  end if;

  insert into public.audit_logs (
    user_id, action, entity, entity_id, old_values, new_values, ip_address, user_agent
  )
  values (
    (select auth.uid()),
    action,
    tg_argv[0],
    entity_id,
    old_row,
    new_row,
    nullif(btrim(split_part(headers ->> 'x-forwarded-for', ',', 1)), ''),
    headers ->> 'user-agent'
  );
  return null;
end;
$$;

-- ============================================================================================
-- A page appends each reader's keys to the stored heads
-- ============================================================================================

/**
 * As in …000500_opportunity_json_max_bids_reached, built as text from the stored heads: each
 * tour's head, then `assignedPartners`, `myBid`, `licenceRequirement` and `maxBidsReached`,
 * which depend on the caller. The same keys, values and order; only the spacing between them
 * differs.
 */
create or replace function public.opportunities_json(ids uuid[], known_full uuid[] default null)
returns json
language plpgsql
stable
security invoker
set search_path = ''
as $$
declare
  page text;
  held_states text[] := private.current_licence_states((select auth.uid()));
  full_ids uuid[] := coalesce(known_full, private.full_opportunities(ids), '{}');
begin
  select '[' || coalesce(string_agg(
      o.json_head
      || ',"assignedPartners":' || array_to_json(array(
        select a.partner_id from public.opportunity_assignments a
        where a.opportunity_id = o.id
        order by a.assigned_at, a.partner_id
      ))::text
      || ',"myBid":' || coalesce((
        -- The keys in the order the API always sent them.
        select json_build_object('id', b.id, 'amount', b.amount::text, 'status', b.status)::text
        from public.bids b
        where b.opportunity_id = o.id and b.user_id = (select auth.uid())
        order by b.created_at desc
        limit 1
      ), 'null')
      -- null when it requires no licence; the state (null when its location names none) and
      -- whether the caller holds a current licence for it.
      || ',"licenceRequirement":' || case when o.licence_state is distinct from '' then
        json_build_object(
          'state', o.licence_state,
          'held', coalesce(o.licence_state = any (held_states), false)
        )::text
        else 'null' end
      || ',"maxBidsReached":' || (o.id = any (full_ids))::text
      || '}',
    ',' order by p.n), '') || ']'
  into page
  from unnest(ids) with ordinality as p (id, n)
  join public.opportunities o on o.id = p.id;
  return page::json;
end;
$$;

-- Where opportunities, bids and tours meet: which opportunities a partner reads (those they
-- bid on or tour included), how a bid may change (accepted only with its tour), how an
-- opportunity may be edited, and the opportunity ended with its last tour. Accepting a bid and
-- what a cancellation or a move passes on are in 80_tour_commands.sql, after the areas they use.

-- ============================================================================================
-- The opportunities a partner reads
-- ============================================================================================

/**
 * The opportunities the current user's business is involved in: assigned to, bid on, or touring
 * (a guide: only the tours they lead). Besides the open ones (which only owners and managers
 * read), these are the opportunities a partner may read (their bid list and calendar
 * name them after the opportunity closed).
 */
create function private.involved_opportunity_ids()
returns setof uuid
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  return query
    select a.opportunity_id from public.opportunity_assignments a
    where a.partner_id = private.business_id_as('{owner,manager}')
    union
    select b.opportunity_id from public.bids b
    where b.user_id = private.business_id_as('{owner,manager}')
    union
    select t.opportunity_id from public.tours t
    where t.partner_id = private.business_id_as('{owner,manager}')
    union
    select t.opportunity_id from public.tours t
    where t.guide_id = (select auth.uid()) and t.partner_id = private.business_id_as('{guide}');
end;
$$;

grant execute on function private.involved_opportunity_ids() to authenticated, service_role;

create policy "partners read open opportunities and their own and admins read all"
  on public.opportunities for select to authenticated
  using (
    (select private.is_admin())
    or (status = 'open' and (select private.business_id_as('{owner,manager}')) is not null)
    or id in (select private.involved_opportunity_ids())
  );

/**
 * The opportunities the current user's business tours (a tour not cancelled), as its owner or a
 * manager, or as the tour's guide: those who see the full meeting place. Security definer like involved_opportunity_ids.
 */
create function private.touring_opportunity_ids()
returns setof uuid
language sql
stable
security definer
set search_path = ''
as $$
  select t.opportunity_id from public.tours t
  where t.status <> 'cancelled'
    and (
      t.partner_id = private.business_id_as('{owner,manager}')
      or (t.guide_id = (select auth.uid()) and t.partner_id = private.business_id_as('{guide}'))
    )
$$;

grant execute on function private.touring_opportunity_ids() to authenticated, service_role;

create policy "admins and awarded partners read the meeting place"
  on public.opportunity_meeting_places for select to authenticated
  using (
    (select private.is_admin())
    or opportunity_id in (select private.touring_opportunity_ids())
  );

-- ============================================================================================
-- Bid updates: the lifecycle and the columns a partner may touch
-- ============================================================================================

/**
 * A partner's only edit of a bid is withdrawing it; viewed_at keeps its first value; the status
 * follows the bid lifecycle, and becomes accepted only through accept_bid(), which schedules
 * the tour first; an admin's review is stamped.
 */
create function private.check_bid_update()
returns trigger
language plpgsql
set search_path = ''
as $$
declare
  changed text[] := private.changed_columns(to_jsonb(old), to_jsonb(new));
begin
  -- A partner's only edit is the withdrawal; the row policy already limits it to their bids.
  if private.is_client_request() and not private.is_admin()
    and not (changed <@ array['status', 'updated_at'] and new.status = 'withdrawn') then
    raise exception 'a partner can only withdraw a bid' using errcode = '42501';
  end if;

  if old.viewed_at is not null then
    new.viewed_at := old.viewed_at;
  end if;

  if new.status is distinct from old.status then
    if not (
      (old.status = 'pending' and new.status in ('shortlisted', 'accepted', 'declined', 'withdrawn'))
      or (old.status = 'shortlisted' and new.status in ('accepted', 'declined', 'withdrawn'))
      -- The partner withdrew from its tour (82_tour_withdrawal): never a client's own write.
      or (old.status = 'accepted' and new.status = 'withdrawn' and not private.is_client_request()
        and exists (select 1 from public.tours t where t.bid_id = new.id and t.status = 'cancelled'))
    ) then
      raise exception 'a bid cannot go from % to %', old.status, new.status
        using errcode = 'TP001';
    end if;
    if new.status = 'accepted'
      and not exists (select 1 from public.tours where bid_id = new.id) then
      raise exception 'accept a bid with accept_bid(), which also schedules the tour'
        using errcode = 'TP203';
    end if;
    if new.status in ('shortlisted', 'accepted', 'declined') then
      new.reviewed_by := coalesce((select auth.uid()), new.reviewed_by);
      new.reviewed_at := now();
    end if;
  end if;
  return new;
end;
$$;

create trigger check_bid_update
  before update on public.bids
  for each row execute function private.check_bid_update();

-- ============================================================================================
-- Tours ending close their opportunity
-- ============================================================================================

/**
 * When the last scheduled tour of an awarded opportunity has ended, the opportunity ends too:
 * completed if any of its tours took place, cancelled if none did. Asked by the tour commands
 * after they end a tour (80_tour_commands.sql).
 */
create function private.close_finished_opportunity(target uuid)
returns void
language sql
security definer
set search_path = ''
as $$
  update public.opportunities o
  set status = case
    when exists (
      select 1 from public.tours t where t.opportunity_id = o.id and t.status = 'completed'
    ) then 'completed'::public.opportunity_status
    else 'cancelled'::public.opportunity_status
  end
  where o.id = target
    and o.status = 'awarded'
    and not exists (
      select 1 from public.tours t where t.opportunity_id = o.id and t.status = 'scheduled'
    )
$$;
revoke all on function private.close_finished_opportunity(uuid) from public;

-- Editing opportunities: what may change before and after an award. Cancelling one and moving
-- it are commands (cancel_opportunity(), move_opportunity(), 80_tour_commands.sql) held to the
-- same rule. Each rule holds for a write through the Data API as it does for one through `/api`.
--
-- What may change (for clients and the commands; the product's own writes, e.g. the seed or
-- the lifecycle triggers, are not limited):
-- * open: every column.
-- * awarded: only what leaves the agreement with the partners as it was: title, description,
--   requirements, special requests, accessibility, meal preferences, priority, the response
--   deadline, the calendar event id, the date and the place (a new date or place is announced
--   to the assigned and accepted partners), and the status (the lifecycle).
-- * cancelled, completed: nothing.

-- The weekday and the licence state follow the date and the location, which an awarded
-- opportunity may still change.
create function private.opportunity_columns_editable_after_award()
returns text[]
language sql
immutable
set search_path = ''
as $$
  select array[
    'title', 'description', 'requirements', 'special_requests', 'accessibility',
    'meal_preferences', 'priority', 'response_deadline', 'calendar_event_id', 'date',
    'location', 'latitude', 'longitude', 'status', 'cancellation_reason', 'local_weekday',
    'licence_state'
  ]
$$;
grant execute on function private.opportunity_columns_editable_after_award() to authenticated, service_role;

/**
 * What an edit from `stored` to `edited` may not do (header above): TP601 when the opportunity
 * is cancelled or completed, TP602 when it is awarded and the edit touches what was agreed.
 * Asked of a client's write (check_update) and by the commands that change an
 * opportunity as the product (cancel_opportunity(), move_opportunity()).
 */
create function private.refuse_opportunity_edit(
  stored public.opportunities,
  edited public.opportunities
)
returns void
language plpgsql
set search_path = ''
as $$
declare
  changed text[] := array(
    select unnest(private.changed_columns(to_jsonb(stored), to_jsonb(edited)))
    except select unnest(array['updated_at', 'search_text'])
  );
  locked text[];
begin
  if cardinality(changed) = 0 then
    return;
  end if;
  if stored.status in ('cancelled', 'completed') then
    raise exception 'this opportunity is % and can no longer be edited', stored.status
      using errcode = 'TP601';
  end if;
  if stored.status = 'awarded' then
    locked := array(
      select unnest(changed) except select unnest(private.opportunity_columns_editable_after_award())
    );
    if cardinality(locked) > 0 then
      -- Named as people read them: "base rate, group size".
      raise exception 'this opportunity is awarded: % can no longer change',
        replace(array_to_string(array(select unnest(locked) order by 1), ', '), '_', ' ')
        using errcode = 'TP602';
    end if;
  end if;
end;
$$;
grant execute on function private.refuse_opportunity_edit(public.opportunities, public.opportunities)
  to authenticated, service_role;

/**
 * What every update of an opportunity holds, in order: the lifecycle, whoever writes
 * (private.refuse_opportunity_transition, TP001); what a client may edit
 * (private.refuse_opportunity_edit, TP601, TP602: clients write neither the status nor the
 * date, place or base rate, which cancel_opportunity() and move_opportunity() do,
 * 80_tour_commands.sql); then the server-owned facts derived from the row
 * (private.with_derived_facts), set after the edit was judged, when a source changed or a
 * writer set a fact itself (a service-role or owner write), so they always follow their sources.
 */
create function private.check_opportunity_update()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  perform private.refuse_opportunity_transition(old.status, new.status);
  if private.is_client_request() then
    perform private.refuse_opportunity_edit(old, new);
  end if;
  if (new.location, new.date, new.requirements, new.preferred_expertise)
      is distinct from (old.location, old.date, old.requirements, old.preferred_expertise)
    or (new.time_zone, new.local_weekday, new.licence_state, new.expertise_keyword_groups)
      is distinct from
        (old.time_zone, old.local_weekday, old.licence_state, old.expertise_keyword_groups)
  then
    new := private.with_derived_facts(new);
  end if;
  return new;
end;
$$;

create trigger check_update
  before update on public.opportunities
  for each row execute function private.check_opportunity_update();

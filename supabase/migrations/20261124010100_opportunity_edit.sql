-- Editing and cancelling opportunities: what may change before and after an award, a
-- cancellation with its reason passed on to the bids and tours it ends, a new date or place
-- carried to the scheduled tours (and so to the calendar feed) and announced to the partners,
-- and no bids on a cancelled opportunity. Each rule holds for a write through the Data API as
-- it does for one through `/api`.
--
-- What may change (for clients; the product's own writes, e.g. the seed or the lifecycle
-- triggers, are not limited):
-- * open: every column.
-- * awarded: only what leaves the agreement with the partners as it was: title, description,
--   requirements, special requests, accessibility, meal preferences, priority, the response
--   deadline, the calendar event id, the date and the place (a new date or place is announced
--   to the assigned and accepted partners), and the status (the lifecycle).
-- * cancelled, completed: nothing.

-- ============================================================================================
-- The cancellation reason
-- ============================================================================================
alter table public.opportunities
  add column cancellation_reason text
    constraint opportunities_cancellation_reason_length check (char_length(cancellation_reason) <= 1000);

comment on column public.opportunities.cancellation_reason is
  'Why an admin cancelled the opportunity; passed on to the bids it declines and the tours it cancels.';

-- ============================================================================================
-- What an edit may change
-- ============================================================================================

/** The columns of an awarded opportunity a client may still change (see the header). */
create function private.opportunity_columns_editable_after_award()
returns text[]
language sql
immutable
set search_path = ''
as $$
  select array[
    'title', 'description', 'requirements', 'special_requests', 'accessibility',
    'meal_preferences', 'priority', 'response_deadline', 'calendar_event_id', 'date',
    'location', 'status', 'cancellation_reason'
  ]
$$;

/**
 * Guards a client's edit of an opportunity (header above): TP601 when it is cancelled or
 * completed, TP602 when it is awarded and the edit touches what was agreed, TP603 when a
 * cancellation comes without a reason or a reason comes without a cancellation. Named to run
 * after check_transition, so a status that cannot follow still reports TP001.
 */
create function private.guard_opportunity_edit()
returns trigger
language plpgsql
set search_path = ''
as $$
declare
  changed text[] := array(
    select unnest(private.changed_columns(to_jsonb(old), to_jsonb(new)))
    except select unnest(array['updated_at', 'search_text'])
  );
  cancelling boolean := new.status = 'cancelled' and old.status <> 'cancelled';
  locked text[];
begin
  if cardinality(changed) = 0 or not private.is_client_request() then
    return new;
  end if;
  if old.status in ('cancelled', 'completed') then
    raise exception 'this opportunity is % and can no longer be edited', old.status
      using errcode = 'TP601';
  end if;
  if cancelling and coalesce(btrim(new.cancellation_reason), '') = '' then
    raise exception 'a reason is required to cancel an opportunity' using errcode = 'TP603';
  end if;
  if not cancelling and 'cancellation_reason' = any (changed) then
    raise exception 'a cancellation reason is given only when cancelling' using errcode = 'TP603';
  end if;
  if old.status = 'awarded' then
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
  return new;
end;
$$;

create trigger guard_edit
  before update on public.opportunities
  for each row execute function private.guard_opportunity_edit();

-- ============================================================================================
-- Cancelling passes the reason on
-- ============================================================================================

/**
 * A cancelled opportunity declines its active bids and cancels its scheduled tours with the
 * admin's reason (the general one when the product cancels it); their triggers tell those
 * partners. The assigned partners with neither are told here. Replaces the lifecycle
 * migration's version, which always gave the general reason and told no assigned partner.
 */
create or replace function private.close_cancelled_opportunity()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  reason text := coalesce(nullif(btrim(new.cancellation_reason), ''), 'The opportunity was cancelled.');
begin
  perform private.notify(
    a.partner_id,
    'system',
    'Opportunity cancelled',
    format('"%s" was cancelled. %s', new.title, reason),
    jsonb_build_object('opportunityId', new.id, 'date', new.date)
  )
  from public.opportunity_assignments a
  where a.opportunity_id = new.id
    and not exists (
      select 1 from public.bids b
      where b.opportunity_id = new.id and b.user_id = a.partner_id
        and b.status in ('pending', 'shortlisted')
    )
    and not exists (
      select 1 from public.tours t
      where t.opportunity_id = new.id and t.partner_id = a.partner_id and t.status = 'scheduled'
    );
  update public.bids
  set status = 'declined', decline_reason = reason
  where opportunity_id = new.id and status in ('pending', 'shortlisted');
  update public.tours
  set status = 'cancelled', cancellation_reason = reason
  where opportunity_id = new.id and status = 'scheduled';
  return null;
end;
$$;

-- ============================================================================================
-- A new date or place
-- ============================================================================================

/**
 * A new date or place moves the opportunity's scheduled tours with it (what the partner's
 * calendar and feed show; every tour row is touched so the feed's LAST-MODIFIED and SEQUENCE
 * move too) and tells the assigned partners and those touring it, when the tour is still ahead.
 */
create function private.announce_opportunity_move()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  rescheduled boolean := new.date is distinct from old.date;
begin
  update public.tours t
  set scheduled_for = new.date
  where t.opportunity_id = new.id and t.status = 'scheduled';

  if new.date <= now() or new.status not in ('open', 'awarded') then
    return null;
  end if;
  perform private.notify(
    p.partner_id,
    'system',
    case when rescheduled then 'Tour rescheduled' else 'Tour location changed' end,
    format(
      '"%s" now takes place on %s UTC at %s.',
      new.title,
      to_char(new.date at time zone 'UTC', 'FMMonth FMDD, YYYY, HH24:MI'),
      new.location
    ),
    jsonb_build_object(
      'opportunityId', new.id,
      'date', new.date,
      'previousDate', old.date,
      'location', new.location,
      'previousLocation', old.location
    )
  )
  from (
    select a.partner_id from public.opportunity_assignments a where a.opportunity_id = new.id
    union
    select t.partner_id from public.tours t where t.opportunity_id = new.id and t.status = 'scheduled'
  ) p;
  return null;
end;
$$;

create trigger announce_move
  after update of date, location on public.opportunities
  for each row
  when (new.date is distinct from old.date or new.location is distinct from old.location)
  execute function private.announce_opportunity_move();

-- ============================================================================================
-- No bids on a cancelled opportunity
-- ============================================================================================

/**
 * Refuses a bid on a cancelled opportunity with its own code (TP106), before the general
 * "not open for bids" (TP101) of the bidding rules. Security definer: a partner may not read a
 * cancelled opportunity they had no part in.
 */
create function private.refuse_bids_on_cancelled()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if exists (
    select 1 from public.opportunities o where o.id = new.opportunity_id and o.status = 'cancelled'
  ) then
    raise exception 'this opportunity was cancelled and takes no bids' using errcode = 'TP106';
  end if;
  return new;
end;
$$;

-- Named to run after a_limit_bids and before enforce_bidding_rules (triggers fire in name order).
create trigger a_refuse_cancelled
  before insert on public.bids
  for each row execute function private.refuse_bids_on_cancelled();

-- ============================================================================================
-- Column privileges
-- ============================================================================================
-- Admins cancel with `status = 'cancelled', cancellation_reason = '…'` (guarded above).
grant update (cancellation_reason) on public.opportunities to authenticated;

revoke all on all functions in schema private from public;
grant execute on function private.opportunity_columns_editable_after_award() to authenticated, service_role;

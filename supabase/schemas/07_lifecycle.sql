-- Where opportunities, bids and tours meet: which opportunities a partner reads (those they
-- bid on or tour included), accepting a bid, how a bid may change (accepted only with its
-- tour), and what follows when an opportunity is cancelled or its tours end.

-- ============================================================================================
-- The opportunities a partner reads
-- ============================================================================================

/**
 * The opportunities the current user is involved in: assigned to, bid on, or touring. Besides
 * the open ones, these are the opportunities a partner may read (their bid list and calendar
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
    where a.partner_id = (select auth.uid())
    union
    select b.opportunity_id from public.bids b
    where b.user_id = (select auth.uid())
    union
    select t.opportunity_id from public.tours t
    where t.partner_id = (select auth.uid());
end;
$$;

grant execute on function private.involved_opportunity_ids() to authenticated, service_role;

create policy "partners read open opportunities and their own and admins read all"
  on public.opportunities for select to authenticated
  using (
    (select private.is_admin())
    or status = 'open'
    or id in (select private.involved_opportunity_ids())
  );

/**
 * The opportunities the current user tours (a tour not cancelled): the partners who see the
 * full meeting place. Security definer like involved_opportunity_ids.
 */
create function private.touring_opportunity_ids()
returns setof uuid
language sql
stable
security definer
set search_path = ''
as $$
  select t.opportunity_id from public.tours t
  where t.partner_id = (select auth.uid()) and t.status <> 'cancelled'
$$;

grant execute on function private.touring_opportunity_ids() to authenticated, service_role;

create policy "awarded partners read the meeting place"
  on public.opportunity_meeting_places for select to authenticated
  using (opportunity_id in (select private.touring_opportunity_ids()));

-- ============================================================================================
-- accept_bid
-- ============================================================================================

/**
 * Accepts a bid in one transaction: schedules its tour, marks it accepted and, once the
 * opportunity has as many accepted bids as partners_needed (one unless said otherwise), awards
 * the opportunity and declines its other active bids. The triggers on bids and tours notify the
 * partners. The opportunity row is locked first, so two admins accepting different bids of one
 * opportunity at once are served one after the other and the second finds it awarded.
 *
 * Errors: 42501 not an admin; P0002 no such bid; TP202 the opportunity is not open or already
 * has all the partners it needs; TP201 the bid is not pending or shortlisted; TP107 the partner
 * does not meet the tour's licence rule now (private.licence_shortfall says why), whatever it
 * was when they bid.
 */
create function public.accept_bid(bid_id uuid)
returns public.tours
language plpgsql
security definer
set search_path = ''
as $$
declare
  target_opportunity_id uuid;
  opportunity public.opportunities;
  bid public.bids;
  accepted_bids integer;
  shortfall text;
  tour public.tours;
begin
  if not private.is_admin() then
    raise exception 'only an administrator can accept a bid' using errcode = '42501';
  end if;

  select b.opportunity_id into target_opportunity_id from public.bids b where b.id = accept_bid.bid_id;
  if not found then
    raise exception 'bid % does not exist', accept_bid.bid_id using errcode = 'P0002';
  end if;

  select * into opportunity from public.opportunities o where o.id = target_opportunity_id for update;
  -- Read the bid again under the lock: another acceptance may have changed it meanwhile.
  select * into bid from public.bids b where b.id = accept_bid.bid_id for update;

  if opportunity.status <> 'open' then
    raise exception 'this opportunity is % and takes no more partners', opportunity.status
      using errcode = 'TP202';
  end if;
  if bid.status not in ('pending', 'shortlisted') then
    raise exception 'this bid is % and cannot be accepted', bid.status using errcode = 'TP201';
  end if;
  shortfall := private.licence_shortfall(bid.user_id, opportunity.requirements, opportunity.location);
  if shortfall is not null then
    raise exception '%', shortfall using errcode = 'TP107';
  end if;
  select count(*) into accepted_bids
  from public.bids b
  where b.opportunity_id = opportunity.id and b.status = 'accepted';
  if accepted_bids >= opportunity.partners_needed then
    raise exception 'this opportunity already has the partners it needs' using errcode = 'TP202';
  end if;

  insert into public.tours (opportunity_id, partner_id, bid_id, scheduled_for, agreed_amount)
  values (opportunity.id, bid.user_id, bid.id, opportunity.date, bid.amount)
  returning * into tour;

  update public.bids b set status = 'accepted' where b.id = bid.id;

  if accepted_bids + 1 >= opportunity.partners_needed then
    update public.opportunities o set status = 'awarded' where o.id = opportunity.id;
    update public.bids b
    set status = 'declined',
        decline_reason = 'Another partner was selected for this opportunity.'
    where b.opportunity_id = opportunity.id and b.status in ('pending', 'shortlisted');
  end if;

  return tour;
end;
$$;

revoke all on function public.accept_bid(uuid) from public, anon;
grant execute on function public.accept_bid(uuid) to authenticated, service_role;

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
-- Cancelling passes the reason on
-- ============================================================================================

/**
 * When an opportunity is cancelled: declines the open bids and cancels the scheduled tours with
 * the admin's reason. The bidders with an open bid and the assigned partners with neither bid
 * nor tour are told here, once each, as `opportunity_cancelled` (the declines it causes send no
 * "Bid declined" of their own: notify_bid_decision); the touring partners are told by their
 * tour's cancellation (`tour_cancelled`).
 */
create function private.close_cancelled_opportunity()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  reason text := coalesce(nullif(btrim(new.cancellation_reason), ''), 'The opportunity was cancelled.');
begin
  perform private.notify(
    p.partner_id,
    'opportunity_cancelled',
    jsonb_build_object(
      'opportunityId', new.id, 'date', new.date, 'timeZone', new.time_zone, 'reason', reason,
      'opportunityTitle', new.title
    )
  )
  from (
    select b.user_id as partner_id from public.bids b
    where b.opportunity_id = new.id and b.status in ('pending', 'shortlisted')
    union
    select a.partner_id from public.opportunity_assignments a
    where a.opportunity_id = new.id
      and not exists (
        select 1 from public.tours t
        where t.opportunity_id = new.id and t.partner_id = a.partner_id and t.status = 'scheduled'
      )
  ) p;
  update public.bids
  set status = 'declined', decline_reason = reason
  where opportunity_id = new.id and status in ('pending', 'shortlisted');
  update public.tours
  set status = 'cancelled', cancellation_reason = reason
  where opportunity_id = new.id and status = 'scheduled';
  return null;
end;
$$;
revoke all on function private.close_cancelled_opportunity() from public;

create trigger close_cancelled_opportunity
  after update of status on public.opportunities
  for each row
  when (new.status = 'cancelled' and old.status is distinct from 'cancelled')
  execute function private.close_cancelled_opportunity();

-- ============================================================================================
-- Tours ending close their opportunity
-- ============================================================================================

/**
 * When the last scheduled tour of an awarded opportunity ends, the opportunity ends too:
 * completed if any of its tours took place, cancelled if none did.
 */
create function private.close_finished_opportunity()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  update public.opportunities o
  set status = case
    when exists (
      select 1 from public.tours t where t.opportunity_id = o.id and t.status = 'completed'
    ) then 'completed'::public.opportunity_status
    else 'cancelled'::public.opportunity_status
  end
  where o.id = new.opportunity_id
    and o.status = 'awarded'
    and not exists (
      select 1 from public.tours t where t.opportunity_id = o.id and t.status = 'scheduled'
    );
  return null;
end;
$$;

create trigger close_finished_opportunity
  after update of status on public.tours
  for each row
  when (new.status <> 'scheduled' and old.status = 'scheduled')
  execute function private.close_finished_opportunity();

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
-- A new date or place
-- ============================================================================================

/**
 * A new date, place or base rate: the scheduled tours move with a new date or place (what the
 * calendar and feed show), and while the tour is open or awarded and ahead, the assigned
 * partners, the touring partners and the bidders with an open bid (pending or shortlisted) are
 * told, each once: type `opportunity_changed`, times on the tour's clock, what it was before.
 */
create function private.announce_opportunity_move()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  rescheduled boolean := new.date is distinct from old.date;
  relocated boolean := new.location is distinct from old.location;
begin
  if rescheduled or relocated then
    update public.tours t
    set scheduled_for = new.date
    where t.opportunity_id = new.id and t.status = 'scheduled';
  end if;

  if new.date <= now() or new.status not in ('open', 'awarded') then
    return null;
  end if;
  -- What changed is told by the facts: a date, place or base rate unlike its previous one.
  perform private.notify(
    p.partner_id,
    'opportunity_changed',
    jsonb_build_object(
      'opportunityId', new.id,
      'opportunityTitle', new.title,
      'date', new.date,
      'previousDate', old.date,
      'timeZone', new.time_zone,
      'previousTimeZone', old.time_zone,
      'location', new.location,
      'previousLocation', old.location,
      'baseRate', new.base_rate::text,
      'previousBaseRate', old.base_rate::text,
      -- The reader's own tour of it, if it was awarded to them: the notice opens its page.
      'tourId', (
        select t.id from public.tours t
        where t.opportunity_id = new.id and t.partner_id = p.partner_id and t.status = 'scheduled'
      )
    )
  )
  from (
    select a.partner_id from public.opportunity_assignments a where a.opportunity_id = new.id
    union
    select t.partner_id from public.tours t where t.opportunity_id = new.id and t.status = 'scheduled'
    union
    select b.user_id from public.bids b
    where b.opportunity_id = new.id and b.status in ('pending', 'shortlisted')
  ) p;
  return null;
end;
$$;
revoke all on function private.announce_opportunity_move() from public;

create trigger announce_move
  after update of date, location, base_rate on public.opportunities
  for each row
  when (
    new.date is distinct from old.date
    or new.location is distinct from old.location
    or new.base_rate is distinct from old.base_rate
  )
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


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
    or (status = 'open' and not is_template)
    or id in (select private.involved_opportunity_ids())
  );

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
 * has all the partners it needs; TP201 the bid is not pending or shortlisted.
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
-- Cancelling an opportunity
-- ============================================================================================

/** A cancelled opportunity declines its active bids and cancels its scheduled tours. */
create function private.close_cancelled_opportunity()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  update public.bids
  set status = 'declined', decline_reason = 'The opportunity was cancelled.'
  where opportunity_id = new.id and status in ('pending', 'shortlisted');
  update public.tours
  set status = 'cancelled', cancellation_reason = 'The opportunity was cancelled.'
  where opportunity_id = new.id and status = 'scheduled';
  return null;
end;
$$;

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

revoke all on all functions in schema private from public;

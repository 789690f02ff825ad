-- The lifecycle across opportunities, bids and tours: accepting a bid, and what follows when an
-- opportunity is cancelled or its tours end.

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

-- The rules hold at every door.
--
-- The licence rule ("Cannabis license required": an approved, unexpired licence for the tour's
-- state) was checked only when a bid was placed. It now holds wherever a partner comes to a
-- tour: accepting a bid (accept_bid), assigning a partner by hand or automatically (a trigger
-- on opportunity_assignments, which auto_assign writes through too), and editing a tour's
-- requirement or place while partners are assigned to it or touring it. A bid placed before a
-- licence was rejected, deleted or ran out, or before the requirement was added, stays as it
-- was, is shown to the admin with the reason (private.licence_shortfall) and cannot be
-- accepted (TP107).

-- ============================================================================================
-- Why a partner does not meet a tour's licence rule
-- ============================================================================================

/**
 * Why `partner_id` does not meet the licence rule of a tour with these requirements and this
 * location, as a sentence for the admin; null when they meet it (the tour requires no licence,
 * or they hold a current one for its state: private.current_licences, the one definition). The
 * reason names what the partner has for that state: a licence awaiting review, one that
 * expired, one that was rejected, or none. Security definer so that it answers the same for
 * every caller (an admin reviewing bids, accept_bid, the assignment trigger).
 */
create function private.licence_shortfall(partner_id uuid, requirements text[], location text)
returns text
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  required_state text := private.required_licence_state(requirements, location);
  closest public.partner_licences;
  rule text;
begin
  if required_state = '' then
    return null;
  end if;
  if required_state is null then
    return 'this tour requires a cannabis licence, and its location names no US state';
  end if;
  if exists (
    select 1 from private.current_licences(array[licence_shortfall.partner_id]) c
    where c.state = required_state
  ) then
    return null;
  end if;
  rule := format('this tour requires an approved, unexpired %s cannabis licence', required_state);
  -- The licence that comes closest: one awaiting review, then the latest to expire, then a
  -- rejected one.
  select * into closest
  from public.partner_licences l
  where l.partner_id = licence_shortfall.partner_id and l.state = required_state
  order by
    case l.status when 'pending' then 0 when 'approved' then 1 else 2 end,
    l.expires_on desc
  limit 1;
  if not found then
    return rule || format(', and the partner holds no %s licence', required_state);
  end if;
  return rule || case
    when closest.status = 'pending' and closest.expires_at > now()
      then ': the partner''s licence is still awaiting review'
    when closest.status = 'rejected'
      then format(': the partner''s licence was rejected (%s)', closest.rejection_reason)
    else format(': the partner''s licence expired on %s',
      to_char(closest.expires_on, 'FMMonth FMDD, YYYY'))
  end;
end;
$$;

revoke all on function private.licence_shortfall(uuid, text[], text) from public;
grant execute on function private.licence_shortfall(uuid, text[], text) to authenticated, service_role;

-- ============================================================================================
-- Accepting a bid
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
create or replace function public.accept_bid(bid_id uuid)
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
-- Assigning a partner
-- ============================================================================================

/**
 * A new assignment, by an admin's hand or by auto-assign, meets the tour's licence rule
 * (TP107, with private.licence_shortfall's reason). An assignment that already exists is left
 * alone (`on conflict do nothing` sends it again when an admin saves the list unchanged), so a
 * partner whose licence lapsed after being assigned can be kept or removed, never added anew.
 * Security definer: the rule reads the partner's licences.
 */
create function private.check_assignment()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  tour public.opportunities;
  shortfall text;
begin
  if exists (
    select 1 from public.opportunity_assignments a
    where a.opportunity_id = new.opportunity_id and a.partner_id = new.partner_id
  ) then
    return new;
  end if;
  select * into tour from public.opportunities o where o.id = new.opportunity_id;
  if not found then
    return new; -- the foreign key answers
  end if;
  shortfall := private.licence_shortfall(new.partner_id, tour.requirements, tour.location);
  if shortfall is not null then
    raise exception '%', shortfall using errcode = 'TP107';
  end if;
  return new;
end;
$$;

revoke all on function private.check_assignment() from public;

-- Named to run before stamp_assignment (triggers fire in name order); both before insert.
create trigger check_assignment
  before insert on public.opportunity_assignments
  for each row execute function private.check_assignment();

-- ============================================================================================
-- Editing a tour's requirement or place
-- ============================================================================================

/**
 * A change of requirements or location that brings in a licence rule (a new requirement, or a
 * place in another state) is refused while a partner assigned to the tour or scheduled to run
 * it does not meet the new rule (TP107, naming them). Pending bids stay, shown to the admin
 * with the reason, and cannot be accepted. Named to run after require_licence_state (TP604
 * first). Security definer: it reads the partners' licences.
 */
create function private.require_licensed_partners()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  unlicensed text;
begin
  if private.required_licence_state(new.requirements, new.location)
    is not distinct from private.required_licence_state(old.requirements, old.location)
    or private.required_licence_state(new.requirements, new.location) = ''
  then
    return new;
  end if;
  select string_agg(
    coalesce(nullif(btrim(u.business_name), ''), nullif(btrim(concat_ws(' ', u.first_name, u.last_name)), ''), u.email)
      || case when p.touring then ' (scheduled tour)' else ' (assigned)' end,
    ', ' order by 1
  )
  into unlicensed
  from (
    select x.partner_id, bool_or(x.touring) as touring
    from (
      select a.partner_id, false as touring
      from public.opportunity_assignments a where a.opportunity_id = new.id
      union all
      select t.partner_id, true
      from public.tours t where t.opportunity_id = new.id and t.status = 'scheduled'
    ) x
    group by x.partner_id
  ) p
  join public.users u on u.id = p.partner_id
  where private.licence_shortfall(p.partner_id, new.requirements, new.location) is not null;
  if unlicensed is not null then
    raise exception
      'this change requires an approved, unexpired % cannabis licence, which these partners do not hold: %. Remove them from the tour first, or keep the requirement and place as they were',
      private.required_licence_state(new.requirements, new.location), unlicensed
      using errcode = 'TP107';
  end if;
  return new;
end;
$$;

revoke all on function private.require_licensed_partners() from public;

create trigger require_licensed_partners
  before update of requirements, location on public.opportunities
  for each row
  when (
    new.requirements is distinct from old.requirements or new.location is distinct from old.location
  )
  execute function private.require_licensed_partners();

-- Bidding asks private.full_opportunities() whether a tour takes no more bids.
--
-- private.enforce_bidding_rules() counted the tour's active bids itself, beside
-- private.full_opportunities() (…000300_matches_leave_out_full), which the matches and the
-- opportunity cards ask: two definitions of "a full tour", one refusing the bid (TP104) and one
-- hiding the tour or greying its Submit Bid. The trigger now asks the one, still after the row
-- lock that decides bids racing for the last place one after the other.

/** As in 20261122000400_bids, with TP104 decided by private.full_opportunities(). */
create or replace function private.enforce_bidding_rules()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  opportunity public.opportunities;
begin
  select * into opportunity
  from public.opportunities
  where id = new.opportunity_id
  for no key update;
  if not found then
    return new; -- the foreign key reports it
  end if;

  if not exists (
    select 1 from public.users where id = new.user_id and role = 'partner' and is_active
  ) then
    raise exception 'only active partners can bid' using errcode = '42501';
  end if;
  if opportunity.status <> 'open' or opportunity.is_template then
    raise exception 'this opportunity is not open for bids' using errcode = 'TP101';
  end if;
  if opportunity.date <= now() then
    raise exception 'this opportunity has already taken place' using errcode = 'TP102';
  end if;
  if opportunity.response_deadline <= now() then
    raise exception 'the response deadline for this opportunity has passed' using errcode = 'TP103';
  end if;
  if exists (
    select 1 from public.bids
    where opportunity_id = new.opportunity_id
      and user_id = new.user_id
      and status in ('pending', 'shortlisted', 'accepted')
  ) then
    raise exception 'you already have an active bid on this opportunity' using errcode = 'TP105';
  end if;
  -- Counted after the lock above, on a snapshot taken after it: a bid that took the last
  -- place while this one waited is seen.
  if new.opportunity_id = any (private.full_opportunities(array[new.opportunity_id])) then
    raise exception 'this opportunity has reached its maximum number of bids' using errcode = 'TP104';
  end if;

  new.status := 'pending';
  new.decline_reason := null;
  new.viewed_at := null;
  new.reviewed_by := null;
  new.reviewed_at := null;
  new.response_time := greatest(0, floor(extract(epoch from now() - opportunity.created_at) / 60));
  return new;
end;
$$;

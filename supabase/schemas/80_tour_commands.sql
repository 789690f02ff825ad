-- Tour commands: each thing an admin does to a tour, as one function that does, in order,
-- everything the command means (the assignments, the tour's state, its payable line, the
-- partner's totals, the partner's notice, the opportunity it ends). The tables' triggers only
-- guard and record; the command is the door: clients hold no update privilege on tours
-- (06_tours.sql) and no insert privilege on assignments (04_opportunities.sql).
--
-- This file comes after every area a command composes (opportunities, tours, notifications,
-- payouts), so each body can name them all.

-- ============================================================================================
-- assign_partners
-- ============================================================================================

/**
 * An admin makes an opportunity's assigned partners `partner_ids`: the ones no longer listed
 * removed (unless `keep_others`, as when an opportunity is created and auto-assign fills up
 * from the admin's own picks), the new ones assigned and told (private.add_assignments). Only
 * active partners are added; one already assigned who has since left or been deactivated may
 * stay, so a list sent back unchanged always saves. The opportunity row is locked first, so two
 * admins saving its list at once are served one after the other.
 *
 * Errors: 42501 not an admin; P0002 no such opportunity; TP205 someone listed is not an active
 * partner (COLUMN user_ids); TP107 a new one does not meet the tour's licence rule
 * (check_assignment).
 */
create function public.assign_partners(
  opportunity_id uuid,
  partner_ids uuid[],
  keep_others boolean default false
)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  opportunity public.opportunities;
begin
  if not private.is_admin() then
    raise exception 'only an administrator can assign partners' using errcode = '42501';
  end if;
  select * into opportunity
  from public.opportunities o where o.id = assign_partners.opportunity_id
  for update;
  if not found then
    raise exception 'opportunity % does not exist', assign_partners.opportunity_id
      using errcode = 'P0002';
  end if;

  if exists (
    select 1 from unnest(partner_ids) as p (partner_id)
    where not exists (
      select 1 from public.users u
      where u.id = p.partner_id and u.role = 'partner' and u.is_active
        and private.is_business(u.id)
    )
    and not exists (
      select 1 from public.opportunity_assignments a
      where a.opportunity_id = opportunity.id and a.partner_id = p.partner_id
    )
  ) then
    raise exception 'only active partners can be assigned'
      using errcode = 'TP205', column = 'user_ids';
  end if;

  if not keep_others then
    delete from public.opportunity_assignments a
    where a.opportunity_id = opportunity.id and a.partner_id <> all (partner_ids);
  end if;

  perform private.add_assignments(opportunity.id, partner_ids);
end;
$$;
revoke all on function public.assign_partners(uuid, uuid[], boolean) from public, anon;
grant execute on function public.assign_partners(uuid, uuid[], boolean)
  to authenticated, service_role;

-- ============================================================================================
-- accept_bid
-- ============================================================================================

/**
 * Accepts a bid in one transaction: schedules its tour (the partner told), marks it accepted
 * (the bidder told) and, once the opportunity has as many accepted bids as partners_needed (one
 * unless said otherwise), awards the opportunity and declines its other active bids. The opportunity row is locked first, so two admins accepting different bids of one
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

  -- The tour, and its partner told when and where on the tour's clock.
  insert into public.tours (opportunity_id, partner_id, bid_id, scheduled_for, agreed_amount)
  values (opportunity.id, bid.user_id, bid.id, opportunity.date, bid.amount)
  returning * into tour;
  perform private.notify(
    tour.partner_id,
    'tour_scheduled',
    jsonb_build_object(
      'tourId', tour.id, 'opportunityId', opportunity.id, 'date', tour.scheduled_for,
      'timeZone', opportunity.time_zone, 'opportunityTitle', opportunity.title
    )
  );

  -- The bid accepted (check_bid_update stamps the review), and its bidder told; the notice
  -- opens the tour's page.
  update public.bids b set status = 'accepted' where b.id = bid.id;
  perform private.notify(
    bid.user_id,
    'bid_accepted',
    jsonb_build_object(
      'bidId', bid.id, 'opportunityId', opportunity.id, 'opportunityTitle', opportunity.title,
      'amount', bid.amount::text, 'reason', null, 'tourId', tour.id
    )
  );

  -- The organiser mailed the tour's guest list link (when the opportunity has a client e-mail).
  perform private.issue_guest_list_link(tour.id);

  -- The last partner it needs: awarded, and the other bids declined (each bidder told by
  -- notify_bid_decision, as for any decline).
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
-- Cancelling a scheduled tour
-- ============================================================================================

/**
 * The steps of cancelling one scheduled tour, whoever asks: cancel_tour() for an admin, and the
 * cancellation of its opportunity (07_lifecycle.sql) for each of its scheduled tours. A
 * cancelled tour earned nothing, so the partner's totals do not move.
 */
create function private.cancel_scheduled_tour(target uuid, reason text)
returns public.tours
language plpgsql
security definer
set search_path = ''
as $$
declare
  tour public.tours;
begin
  -- The state; check_tour_transition refuses a tour that is no longer scheduled (TP001) and
  -- stamps cancelled_at.
  update public.tours t
  set status = 'cancelled', cancellation_reason = reason
  where t.id = target
  returning * into tour;

  -- The partner's notice, with the tour's time and zone and the organiser's reason.
  perform private.notify(
    tour.partner_id,
    'tour_cancelled',
    jsonb_build_object(
      'tourId', tour.id, 'opportunityId', tour.opportunity_id, 'date', tour.scheduled_for,
      'timeZone', o.time_zone, 'opportunityTitle', o.title, 'reason', tour.cancellation_reason
    )
  )
  from public.opportunities o
  where o.id = tour.opportunity_id;

  perform private.close_finished_opportunity(tour.opportunity_id);
  return tour;
end;
$$;
revoke all on function private.cancel_scheduled_tour(uuid, text) from public;

/**
 * An admin cancels a scheduled tour, with an optional reason the partner is told. A cancelled
 * tour takes a new reason (the partner was told at the cancellation); a completed one stays
 * completed.
 *
 * Errors: 42501 not an admin; P0002 no such tour; TP001 the tour was completed.
 */
create function public.cancel_tour(tour_id uuid, reason text default null)
returns public.tours
language plpgsql
security definer
set search_path = ''
as $$
declare
  tour public.tours;
begin
  if not private.is_admin() then
    raise exception 'only an administrator can cancel a tour' using errcode = '42501';
  end if;
  select * into tour from public.tours t where t.id = cancel_tour.tour_id for update;
  if not found then
    raise exception 'tour % does not exist', cancel_tour.tour_id using errcode = 'P0002';
  end if;
  if tour.status = 'completed' then
    raise exception 'a tour cannot go from completed to cancelled' using errcode = 'TP001';
  end if;

  if tour.status = 'cancelled' then
    update public.tours t set cancellation_reason = reason where t.id = tour.id
    returning * into tour;
    return tour;
  end if;
  return private.cancel_scheduled_tour(tour.id, reason);
end;
$$;
revoke all on function public.cancel_tour(uuid, text) from public, anon;
grant execute on function public.cancel_tour(uuid, text) to authenticated, service_role;

-- ============================================================================================
-- Completing a tour
-- ============================================================================================

/**
 * An admin completes a scheduled tour that has started, with what it took in, and a rating and
 * feedback: the tour completed, its payable line (the agreed amount, else the revenue; one per
 * tour), the partner's totals and rating, the partner told what it earned them, and the
 * opportunity completed when this was its last scheduled tour. Completing a completed tour
 * again corrects its revenue, rating and feedback (and so the rating in the totals); its line
 * and the partner's notice stay as they were.
 *
 * Completing records who came, so a tour on which no guest was checked in (none on its list
 * was, or it has no list at all: the organiser never filled it, or the partner never used the
 * manifest) completes only when the admin confirms it (`confirm_no_check_ins`), as their
 * dialog asks; a correction of a completed tour asks nothing.
 *
 * Errors: 42501 not an admin; P0002 no such tour; TP001 the tour was cancelled; TP204 the tour
 * has not started (nothing has been earned before then); TP206 no guest was checked in and the
 * caller did not confirm it; 23514 no actual revenue.
 */
create function public.complete_tour(
  tour_id uuid,
  actual_revenue numeric,
  rating integer default null,
  feedback text default null,
  confirm_no_check_ins boolean default false
)
returns public.tours
language plpgsql
security definer
set search_path = ''
as $$
declare
  tour public.tours;
  opportunity public.opportunities;
  earned numeric(10, 2);
begin
  if not private.is_admin() then
    raise exception 'only an administrator can complete a tour' using errcode = '42501';
  end if;
  select * into tour from public.tours t where t.id = complete_tour.tour_id for update;
  if not found then
    raise exception 'tour % does not exist', complete_tour.tour_id using errcode = 'P0002';
  end if;
  if tour.status = 'cancelled' then
    raise exception 'a tour cannot go from cancelled to completed' using errcode = 'TP001';
  end if;
  select * into opportunity from public.opportunities o where o.id = tour.opportunity_id;
  if tour.status = 'scheduled' and tour.scheduled_for > now() then
    raise exception 'this tour starts on % and cannot be completed before then',
      private.tour_time_text(tour.scheduled_for, opportunity.time_zone)
      using errcode = 'TP204';
  end if;

  if tour.status = 'completed' then
    update public.tours t
    set actual_revenue = complete_tour.actual_revenue,
        rating = complete_tour.rating,
        feedback = complete_tour.feedback
    where t.id = tour.id
    returning * into tour;
    perform private.refresh_partner_totals(tour.partner_id);
    return tour;
  end if;

  if not coalesce(complete_tour.confirm_no_check_ins, false)
    and (select a.checked_in from private.attendance_counts(tour.id) a) = 0 then
    raise exception 'no guest was checked in on this tour: confirm that to complete it anyway'
      using errcode = 'TP206';
  end if;

  -- The state; check_tour_transition stamps completed_at.
  update public.tours t
  set status = 'completed',
      actual_revenue = complete_tour.actual_revenue,
      rating = complete_tour.rating,
      feedback = complete_tour.feedback
  where t.id = tour.id
  returning * into tour;
  earned := coalesce(tour.agreed_amount, tour.actual_revenue);

  -- What the platform owes the partner for it.
  insert into public.payable_lines (partner_id, tour_id, tour_title, tour_date, amount, earned_at)
  values (tour.partner_id, tour.id, opportunity.title, tour.scheduled_for, earned, tour.completed_at)
  on conflict on constraint payable_lines_tour_id_key do nothing;

  perform private.refresh_partner_totals(tour.partner_id);

  perform private.notify(
    tour.partner_id,
    'tour_completed',
    jsonb_build_object(
      'tourId', tour.id, 'opportunityId', tour.opportunity_id, 'date', tour.scheduled_for,
      'timeZone', opportunity.time_zone, 'amount', earned::text,
      'opportunityTitle', opportunity.title
    )
  );

  -- Who came: the checked-in guests, walk-ins and no-shows.
  perform private.record_attendance(tour.id);

  -- Its organiser and checked-in guests asked for a review, once each.
  perform private.request_reviews(tour.id);

  perform private.close_finished_opportunity(tour.opportunity_id);
  return tour;
end;
$$;
revoke all on function public.complete_tour(uuid, numeric, integer, text, boolean)
  from public, anon;
grant execute on function public.complete_tour(uuid, numeric, integer, text, boolean)
  to authenticated, service_role;

-- ============================================================================================
-- Cancelling an opportunity
-- ============================================================================================

/**
 * An admin cancels an opportunity with a reason: the opportunity cancelled, its open bids
 * declined and its scheduled tours cancelled with that reason. The bidders with an open bid and
 * the assigned partners with neither bid nor tour are told here, once each, as
 * `opportunity_cancelled` (the declines it causes send no "Bid declined" of their own:
 * notify_bid_decision); the touring partners are told by their tour's cancellation
 * (`tour_cancelled`, cancel_scheduled_tour()). Cancelling a cancelled opportunity with its
 * own reason again changes nothing.
 *
 * Errors: 42501 not an admin; P0002 no such opportunity; TP603 no reason; TP601 already
 * cancelled with another reason; TP001 completed (private.refuse_opportunity_transition).
 */
create function public.cancel_opportunity(opportunity_id uuid, reason text)
returns public.opportunities
language plpgsql
security definer
set search_path = ''
as $$
declare
  opportunity public.opportunities;
  cancelled public.opportunities;
begin
  if not private.is_admin() then
    raise exception 'only an administrator can cancel an opportunity' using errcode = '42501';
  end if;
  select * into opportunity
  from public.opportunities o where o.id = cancel_opportunity.opportunity_id
  for update;
  if not found then
    raise exception 'opportunity % does not exist', cancel_opportunity.opportunity_id
      using errcode = 'P0002';
  end if;
  reason := btrim(reason);
  if coalesce(reason, '') = '' then
    raise exception 'a reason is required to cancel an opportunity' using errcode = 'TP603';
  end if;

  cancelled := opportunity;
  cancelled.status := 'cancelled';
  cancelled.cancellation_reason := reason;
  if opportunity.status = 'cancelled' then
    perform private.refuse_opportunity_edit(opportunity, cancelled);
    return opportunity;
  end if;

  -- The state; check_update refuses a completed opportunity (TP001).
  update public.opportunities o
  set status = 'cancelled', cancellation_reason = reason
  where o.id = opportunity.id
  returning * into cancelled;

  -- The people it leaves with nothing to do, told once each.
  perform private.notify(
    p.partner_id,
    'opportunity_cancelled',
    jsonb_build_object(
      'opportunityId', cancelled.id, 'date', cancelled.date, 'timeZone', cancelled.time_zone,
      'reason', reason, 'opportunityTitle', cancelled.title
    )
  )
  from (
    select b.user_id as partner_id from public.bids b
    where b.opportunity_id = cancelled.id and b.status in ('pending', 'shortlisted')
    union
    select a.partner_id from public.opportunity_assignments a
    where a.opportunity_id = cancelled.id
      and not exists (
        select 1 from public.tours t
        where t.opportunity_id = cancelled.id and t.partner_id = a.partner_id
          and t.status = 'scheduled'
      )
  ) p;

  -- Its open bids declined, and its scheduled tours cancelled (each partner told), with the
  -- reason.
  update public.bids b
  set status = 'declined', decline_reason = reason
  where b.opportunity_id = cancelled.id and b.status in ('pending', 'shortlisted');
  perform private.cancel_scheduled_tour(t.id, reason)
  from public.tours t
  where t.opportunity_id = cancelled.id and t.status = 'scheduled';

  return cancelled;
end;
$$;
revoke all on function public.cancel_opportunity(uuid, text) from public, anon;
grant execute on function public.cancel_opportunity(uuid, text) to authenticated, service_role;

-- ============================================================================================
-- Moving an opportunity: a new date, place or base rate
-- ============================================================================================

/**
 * An admin gives an opportunity a new date, place or base rate: the same rules as any edit
 * (TP601 cancelled or completed, TP602 a base rate agreed in an award; private.
 * refuse_opportunity_edit), a start ahead (TP605), the licence rule of the place
 * (require_licence_rule: TP604, TP107); what a move replaced kept
 * (record_move) and the scheduled tours moved with it (keep_tours_on_time). While the tour is
 * open or awarded and ahead, the assigned partners, the touring partners and the bidders with
 * an open bid (pending or shortlisted) are told, each once: type `opportunity_changed`, times
 * on the tour's clock, what it was before. Values as they were change and tell nothing.
 *
 * Errors: 42501 not an admin; P0002 no such opportunity; those above.
 */
create function public.move_opportunity(
  opportunity_id uuid,
  date timestamptz,
  location text,
  base_rate numeric
)
returns public.opportunities
language plpgsql
security definer
set search_path = ''
as $$
declare
  stored public.opportunities;
  moved public.opportunities;
begin
  if not private.is_admin() then
    raise exception 'only an administrator can move an opportunity' using errcode = '42501';
  end if;
  select * into stored
  from public.opportunities o where o.id = move_opportunity.opportunity_id
  for update;
  if not found then
    raise exception 'opportunity % does not exist', move_opportunity.opportunity_id
      using errcode = 'P0002';
  end if;

  moved := stored;
  moved.date := move_opportunity.date;
  moved.location := move_opportunity.location;
  moved.base_rate := move_opportunity.base_rate;
  if (moved.date, moved.location, moved.base_rate)
    is not distinct from (stored.date, stored.location, stored.base_rate) then
    return stored;
  end if;
  perform private.refuse_opportunity_edit(stored, moved);
  if moved.date is distinct from stored.date then
    perform private.refuse_past_start(moved.date);
  end if;

  -- The move; its triggers keep the zone, the coordinates, what it replaced and the tours'
  -- start.
  update public.opportunities o
  set date = moved.date, location = moved.location, base_rate = moved.base_rate
  where o.id = stored.id
  returning * into moved;

  if moved.date <= now() or moved.status not in ('open', 'awarded') then
    return moved;
  end if;
  -- What changed is told by the facts: a date, place or base rate unlike its previous one.
  perform private.notify(
    p.partner_id,
    'opportunity_changed',
    jsonb_build_object(
      'opportunityId', moved.id,
      'opportunityTitle', moved.title,
      'date', moved.date,
      'previousDate', stored.date,
      'timeZone', moved.time_zone,
      'previousTimeZone', stored.time_zone,
      'location', moved.location,
      'previousLocation', stored.location,
      'baseRate', moved.base_rate::text,
      'previousBaseRate', stored.base_rate::text,
      -- The reader's own tour of it, if it was awarded to them: the notice opens its page.
      'tourId', (
        select t.id from public.tours t
        where t.opportunity_id = moved.id and t.partner_id = p.partner_id and t.status = 'scheduled'
      )
    )
  )
  from (
    select a.partner_id from public.opportunity_assignments a where a.opportunity_id = moved.id
    union
    select t.partner_id from public.tours t where t.opportunity_id = moved.id and t.status = 'scheduled'
    union
    select b.user_id from public.bids b
    where b.opportunity_id = moved.id and b.status in ('pending', 'shortlisted')
  ) p;
  return moved;
end;
$$;
revoke all on function public.move_opportunity(uuid, timestamptz, text, numeric) from public, anon;
grant execute on function public.move_opportunity(uuid, timestamptz, text, numeric)
  to authenticated, service_role;

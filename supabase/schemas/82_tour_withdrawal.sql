-- A partner's word on a tour: withdrawing from an awarded, scheduled tour with a reason, and
-- the admin's decision on a late withdrawal. Each command reads top to bottom; the tables are
-- 17_tour_withdrawals'. It calls, and does not change, the tour commands of 80_tour_commands.
--
-- Far enough ahead (at least `tours.withdrawal_notice_days` days, 7 by default, before the
-- start) the tour is released at once: the tour cancelled with the partner's reason, their
-- accepted bid withdrawn and their assignment removed, the opportunity open for bids again (its
-- response deadline dropped if it had passed), the admins told, and every earlier bidder told it
-- is open again. Later, it is a request the admins are told of; approving it releases the tour
-- the same way, refusing it leaves the tour as it was; the partner is told either way.
--
-- Errors: P0002 no such tour of the caller's (another partner, a client, an admin: 404);
-- TP350 the tour is not scheduled or has started; TP351 a request is already waiting; TP352 no
-- reason; TP353 the request was decided already; 42501 a decision by anyone but an admin.

-- ============================================================================================
-- Releasing a tour
-- ============================================================================================

/**
 * The steps of releasing tour `target` that its partner withdrew from for `reason`: see the
 * file's head. Security definer: it writes what no client may (the tour, the bid, the
 * opportunity's status) and tells people the caller cannot read.
 */
create function private.release_withdrawn_tour(target uuid, reason text)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  tour public.tours;
  opportunity public.opportunities;
begin
  update public.tours t
  set status = 'cancelled', cancellation_reason = 'Withdrawn by the partner: ' || btrim(reason)
  where t.id = target and t.status = 'scheduled'
  returning * into tour;
  if not found then
    raise exception 'this tour is no longer scheduled, so it cannot be released'
      using errcode = 'TP350';
  end if;

  update public.bids b set status = 'withdrawn' where b.id = tour.bid_id and b.status = 'accepted';
  delete from public.opportunity_assignments a
  where a.opportunity_id = tour.opportunity_id and a.partner_id = tour.partner_id;

  update public.opportunities o
  set status = 'open',
      response_deadline = case when o.response_deadline <= now() then null else o.response_deadline end
  where o.id = tour.opportunity_id and o.status = 'awarded'
  returning * into opportunity;
  if opportunity.id is null then
    select * into opportunity from public.opportunities o where o.id = tour.opportunity_id;
  end if;

  perform private.notify(
    u.id,
    'tour_withdrawn',
    jsonb_build_object(
      'tourId', tour.id, 'opportunityId', opportunity.id, 'opportunityTitle', opportunity.title,
      'date', tour.scheduled_for, 'timeZone', opportunity.time_zone, 'reason', btrim(reason),
      'partnerName', coalesce(p.business_name, concat_ws(' ', p.first_name, p.last_name))
    )
  )
  from public.users u, public.users p
  where u.role = 'admin' and u.is_active and p.id = tour.partner_id;

  -- Everyone else who bid on it hears that it takes bids again, once each.
  perform private.notify(
    bidders.user_id,
    'opportunity_reopened',
    jsonb_build_object(
      'opportunityId', opportunity.id, 'opportunityTitle', opportunity.title,
      'date', opportunity.date, 'timeZone', opportunity.time_zone
    )
  )
  from (
    select distinct b.user_id from public.bids b
    where b.opportunity_id = opportunity.id and b.user_id <> tour.partner_id
  ) bidders
  where opportunity.status = 'open';
end;
$$;
revoke all on function private.release_withdrawn_tour(uuid, text) from public;

-- ============================================================================================
-- Withdrawing
-- ============================================================================================

/**
 * The caller withdraws from their scheduled tour `tour_id` for `reason`: released at once when
 * it starts at least the notice period ahead, else a request the admins are told of. Returns
 * the withdrawal. The moment is the database's own: a client cannot choose it.
 */
create function public.withdraw_from_tour(tour_id uuid, reason text)
returns public.tour_withdrawals
language plpgsql
security definer
set search_path = ''
as $$
declare
  tour public.tours;
  opportunity public.opportunities;
  notice_days integer := coalesce(
    (private.admin_setting('tours.withdrawal_notice_days') #>> '{}')::integer, 7
  );
  is_late boolean;
  withdrawal public.tour_withdrawals;
begin
  select * into tour from public.tours t
  where t.id = withdraw_from_tour.tour_id and t.partner_id = (select private.business_id_as('{owner,manager}'))
    and private.is_active_user()
  for update;
  if not found then
    raise exception 'Tour not found' using errcode = 'P0002';
  end if;
  if coalesce(btrim(reason), '') = '' then
    raise exception 'Say why you are withdrawing from this tour.' using errcode = 'TP352';
  end if;
  if tour.status <> 'scheduled' or tour.scheduled_for <= now() then
    raise exception 'This tour is % and can no longer be withdrawn from.',
      case when tour.status = 'scheduled' then 'under way' else tour.status::text end
      using errcode = 'TP350';
  end if;
  if exists (
    select 1 from public.tour_withdrawals w where w.tour_id = tour.id and w.status = 'pending'
  ) then
    raise exception 'You have asked to withdraw from this tour already; an admin will answer.'
      using errcode = 'TP351';
  end if;

  is_late := tour.scheduled_for - now() < make_interval(days => notice_days);
  insert into public.tour_withdrawals (tour_id, partner_id, reason, late, status)
  values (tour.id, tour.partner_id, btrim(reason), is_late,
    case when is_late then 'pending' else 'released' end)
  returning * into withdrawal;

  if not is_late then
    perform private.release_withdrawn_tour(tour.id, reason);
    return withdrawal;
  end if;

  select * into opportunity from public.opportunities o where o.id = tour.opportunity_id;
  perform private.notify(
    u.id,
    'tour_withdrawal_requested',
    jsonb_build_object(
      'withdrawalId', withdrawal.id, 'tourId', tour.id, 'opportunityId', opportunity.id,
      'opportunityTitle', opportunity.title, 'date', tour.scheduled_for,
      'timeZone', opportunity.time_zone, 'reason', withdrawal.reason,
      'partnerName', coalesce(p.business_name, concat_ws(' ', p.first_name, p.last_name))
    )
  )
  from public.users u, public.users p
  where u.role = 'admin' and u.is_active and p.id = tour.partner_id;
  return withdrawal;
end;
$$;
revoke all on function public.withdraw_from_tour(uuid, text) from public, anon;
grant execute on function public.withdraw_from_tour(uuid, text) to authenticated, service_role;

-- ============================================================================================
-- Deciding a late withdrawal
-- ============================================================================================

/**
 * An admin approves (`approve`) or refuses a waiting withdrawal request: approved, the tour is
 * released as an early withdrawal is; refused, the partner still runs it. The partner is told
 * either way, with the admin's `note` when one is given.
 */
create function public.decide_tour_withdrawal(
  withdrawal_id uuid,
  approve boolean,
  note text default null
)
returns public.tour_withdrawals
language plpgsql
security definer
set search_path = ''
as $$
declare
  withdrawal public.tour_withdrawals;
  tour public.tours;
  opportunity public.opportunities;
begin
  if not private.is_admin() then
    raise exception 'only an administrator can decide a withdrawal' using errcode = '42501';
  end if;
  select * into withdrawal from public.tour_withdrawals w
  where w.id = decide_tour_withdrawal.withdrawal_id
  for update;
  if not found then
    raise exception 'Withdrawal request not found' using errcode = 'P0002';
  end if;
  if withdrawal.status <> 'pending' then
    raise exception 'This request was % already.', withdrawal.status using errcode = 'TP353';
  end if;

  if approve then
    perform private.release_withdrawn_tour(withdrawal.tour_id, withdrawal.reason);
  end if;
  update public.tour_withdrawals w
  set status = case when approve then 'approved' else 'refused' end,
      decided_by = (select auth.uid()),
      decided_at = now()
  where w.id = withdrawal.id
  returning * into withdrawal;

  select * into tour from public.tours t where t.id = withdrawal.tour_id;
  select * into opportunity from public.opportunities o where o.id = tour.opportunity_id;
  perform private.notify(
    withdrawal.partner_id,
    case when approve then 'tour_withdrawal_approved' else 'tour_withdrawal_refused' end::public.notification_type,
    jsonb_build_object(
      'withdrawalId', withdrawal.id, 'tourId', tour.id, 'opportunityId', opportunity.id,
      'opportunityTitle', opportunity.title, 'date', tour.scheduled_for,
      'timeZone', opportunity.time_zone, 'note', nullif(btrim(note), '')
    )
  );
  return withdrawal;
end;
$$;
revoke all on function public.decide_tour_withdrawal(uuid, boolean, text) from public, anon;
grant execute on function public.decide_tour_withdrawal(uuid, boolean, text)
  to authenticated, service_role;

-- ============================================================================================
-- What the partner is told before withdrawing
-- ============================================================================================

/**
 * For the caller's tour `tour_id`: the notice period in days, whether withdrawing now would be
 * a request (late) rather than a release, and the request that waits for an admin, if any. No
 * row for a tour that is not the caller's. Security definer: the setting is no client's to read.
 */
create function public.tour_withdrawal_terms(tour_id uuid)
returns table (notice_days integer, late boolean, pending_id uuid, pending_requested_at timestamptz)
language sql
stable
security definer
set search_path = ''
as $$
  with notice as (
    select coalesce((private.admin_setting('tours.withdrawal_notice_days') #>> '{}')::integer, 7)
      as days
  )
  select n.days,
    t.scheduled_for - now() < make_interval(days => n.days),
    w.id,
    w.requested_at
  from public.tours t
  cross join notice n
  left join public.tour_withdrawals w on w.tour_id = t.id and w.status = 'pending'
  where t.id = tour_withdrawal_terms.tour_id and t.partner_id = (select private.business_id_as('{owner,manager}'))
    and private.is_active_user()
$$;
revoke all on function public.tour_withdrawal_terms(uuid) from public, anon;
grant execute on function public.tour_withdrawal_terms(uuid) to authenticated, service_role;

-- A partner's word on a tour: their withdrawals from awarded tours, and what their record over
-- the last 12 months says of them (reliability), which the admin's bid cards and assign dialog
-- show and auto-assign weighs (18_matching). The commands that withdraw, approve and refuse are
-- in 82_tour_withdrawal.sql; this file holds what matching, earlier in the order, reads.
--
-- A withdrawal far enough ahead of the tour (the `tours.withdrawal_notice_days` setting, 7 by
-- default) is released at once (status `released`); a later one is a request (`pending`) the
-- admin approves (`approved`: released then) or refuses (`refused`: the partner still runs it).

-- ============================================================================================
-- tour_withdrawals
-- ============================================================================================
create table public.tour_withdrawals (
  id uuid primary key default gen_random_uuid(),
  tour_id uuid not null references public.tours (id) on delete cascade,
  partner_id uuid not null references public.users (id) on delete cascade,
  reason text not null
    constraint tour_withdrawals_reason_length check (char_length(reason) <= 1000)
    constraint tour_withdrawals_reason_given check (btrim(reason) <> ''),
  -- Asked within the notice period: an admin decides, and it counts against reliability.
  late boolean not null,
  status text not null
    constraint tour_withdrawals_status_values
      check (status in ('released', 'pending', 'approved', 'refused')),
  requested_at timestamptz not null default now(),
  decided_by uuid references public.users (id) on delete set null,
  decided_at timestamptz,
  constraint tour_withdrawals_decided
    check ((status in ('approved', 'refused')) = (decided_at is not null))
);
alter table public.tour_withdrawals enable row level security;
revoke all on public.tour_withdrawals from anon;
-- No column is a client's: private.withdraw_from_tour() and decide_tour_withdrawal() write them.
revoke insert, update, delete, truncate, references, trigger on public.tour_withdrawals
  from authenticated;

-- Triggers: none; the commands (82_tour_withdrawal) write every column.

comment on table public.tour_withdrawals is
  'Partners withdrawing from awarded tours: released at once far enough ahead, else a request an admin decides.';

-- At most one open request per tour; the partner's record and a tour's requests by index.
create unique index tour_withdrawals_one_pending_per_tour
  on public.tour_withdrawals (tour_id) where status = 'pending';
create index tour_withdrawals_tour_id_idx on public.tour_withdrawals (tour_id);
create index tour_withdrawals_partner_id_requested_at_idx
  on public.tour_withdrawals (partner_id, requested_at);
create index tour_withdrawals_decided_by_idx on public.tour_withdrawals (decided_by);

create policy "only active users reach withdrawals"
  on public.tour_withdrawals as restrictive for all to authenticated
  using ((select private.is_active_user()))
  with check ((select private.is_active_user()));

create policy "partners read their own withdrawals and admins read all"
  on public.tour_withdrawals for select to authenticated
  using (partner_id = (select private.business_id_as('{owner,manager}')) or (select private.is_admin()));

-- ============================================================================================
-- Reliability
-- ============================================================================================

/**
 * Each partner's record over the 12 months up to `as_of`: the tours they completed, the
 * withdrawals asked within the notice period that were approved (withdrawn late), and their
 * no-shows: tours of theirs cancelled after the start without a withdrawal (the partner did not
 * turn up). `weight` is what auto-assign adds to a match's score: 0 for a clean record or
 * none, down to -2 when every tour went wrong (-2 × the share of late withdrawals and no-shows).
 * Read as the caller: an admin (and auto-assign, a definer) sees every partner's tours.
 */
create function private.partner_reliability(partner_ids uuid[], as_of timestamptz default now())
returns table (
  partner_id uuid,
  tours_completed integer,
  withdrawn_late integer,
  no_shows integer,
  weight numeric
)
language sql
stable
set search_path = ''
as $$
  with partners as (
    select p.id from unnest(partner_ids) p (id)
  ),
  counts as (
    select
      p.id,
      (
        select count(*)::integer from public.tours t
        where t.partner_id = p.id and t.status = 'completed'
          and t.scheduled_for > as_of - interval '12 months' and t.scheduled_for <= as_of
      ) as completed,
      (
        select count(*)::integer from public.tour_withdrawals w
        where w.partner_id = p.id and w.late and w.status = 'approved'
          and w.requested_at > as_of - interval '12 months' and w.requested_at <= as_of
      ) as late,
      (
        select count(*)::integer from public.tours t
        where t.partner_id = p.id and t.status = 'cancelled'
          and t.cancelled_at >= t.scheduled_for
          and t.scheduled_for > as_of - interval '12 months' and t.scheduled_for <= as_of
          and not exists (select 1 from public.tour_withdrawals w where w.tour_id = t.id)
      ) as no_shows
    from partners p
  )
  select c.id, c.completed, c.late, c.no_shows,
    case when c.completed + c.late + c.no_shows = 0 then 0
      else round(-2.0 * (c.late + c.no_shows) / (c.completed + c.late + c.no_shows), 2)
    end
  from counts c
$$;
revoke all on function private.partner_reliability(uuid[], timestamptz) from public;
grant execute on function private.partner_reliability(uuid[], timestamptz)
  to authenticated, service_role;

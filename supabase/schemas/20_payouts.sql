-- Payouts: what the platform owes partners for the tours they ran, and the payments that settle
-- it.
--
-- * Completing a tour (complete_tour(), 80_tour_commands.sql) writes its payable line: the
--   agreed amount (the accepted bid's total, tours.agreed_amount; the actual revenue for a tour
--   without a bid), the tour, the date it was completed. Exactly one per tour (unique tour_id).
-- * A line is pending, then paid (by one payout) or corrected (an admin cancels what is owed,
--   with a reason). Paid and corrected are final. Nothing here is ever deleted.
-- * A payout pays a partner's pending lines in one batch: payment date, method, reference and
--   its total, which must equal the sum of its lines (checked when the transaction commits).
-- * Admins write through pay_payable_lines() and correct_payable_line() only; partners read
--   their own lines and payouts. Every change is audit-logged.
-- * The partner's revenue (the dashboard's figures and users.total_revenue) is the sum of the
--   lines not corrected (paid + pending), so the dashboard, the profile and the Earnings page
--   always agree (docs/api.md).
--
-- partner_id is not a foreign key, as in audit_logs: a payment record outlives the account it
-- names. A line keeps the tour's title and date, since the tour itself may be deleted.

-- ============================================================================================
-- Types
-- ============================================================================================
create type public.payable_line_status as enum ('pending', 'paid', 'corrected');
create type public.payout_method as enum ('bank_transfer', 'check', 'paypal', 'cash');

-- ============================================================================================
-- payouts
-- ============================================================================================
create table public.payouts (
  id uuid primary key default gen_random_uuid(),
  partner_id uuid not null,
  paid_on date not null,
  method public.payout_method not null,
  reference text not null
    constraint payouts_reference_length check (char_length(reference) <= 100)
    constraint payouts_reference_present check (btrim(reference) <> ''),
  total numeric(12, 2) not null constraint payouts_total_positive check (total > 0),
  created_by uuid,
  created_at timestamptz not null default now()
);
alter table public.payouts enable row level security;
revoke all on public.payouts from anon;
revoke insert, update, delete, truncate, references, trigger on public.payouts from authenticated;

-- Triggers: forbid_delete, forbid_truncate, forbid_update (a payment is final); check_total
-- (deferred: the sum of its lines, one partner, TP802, TP803); record_audit. The partner is told
-- by pay_payable_lines().


create index payouts_partner_id_paid_on_idx on public.payouts (partner_id, paid_on);

-- ============================================================================================
-- payable_lines
-- ============================================================================================
create table public.payable_lines (
  id uuid primary key default gen_random_uuid(),
  partner_id uuid not null,
  -- Null once the tour is deleted; the title and date below keep what it was.
  tour_id uuid unique references public.tours (id) on delete set null,
  tour_title text not null,
  tour_date timestamptz not null,
  -- A reversal's line is negative: it enters the partner's next batch.
  amount numeric(10, 2) not null,
  -- When the tour was completed: the month the line counts in.
  earned_at timestamptz not null,
  status public.payable_line_status not null default 'pending',
  payout_id uuid references public.payouts (id) on delete restrict,
  correction_reason text
    constraint payable_lines_correction_reason_length check (char_length(correction_reason) <= 1000)
    constraint payable_lines_correction_reason_present check (btrim(correction_reason) <> ''),
  corrected_at timestamptz,
  corrected_by uuid,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint payable_lines_paid_by_payout check ((status = 'paid') = (payout_id is not null)),
  constraint payable_lines_corrected_with_reason
    check ((status = 'corrected') = (correction_reason is not null)),
  reversal_of uuid
    constraint payable_lines_reversal_of_once unique
    references public.payable_lines (id) on delete restrict,
  reversal_reason text
    constraint payable_lines_reversal_reason_length check (char_length(reversal_reason) <= 1000)
    constraint payable_lines_reversal_reason_present check (btrim(reversal_reason) <> ''),
  constraint payable_lines_amount_positive check (amount >= 0 or reversal_of is not null),
  constraint payable_lines_reversal_negative check (reversal_of is null or amount <= 0),
  constraint payable_lines_reversed_with_reason
    check ((reversal_of is null) = (reversal_reason is null))
);
comment on column public.payable_lines.reversal_of is
  'The paid line this one reverses (its negative amount enters the partner''s next batch); null for a tour''s own line.';
alter table public.payable_lines enable row level security;
revoke all on public.payable_lines from anon;
revoke insert, update, delete, truncate, references, trigger on public.payable_lines
  from authenticated;

-- Triggers: set_updated_at; start_pending (a new line is pending); check_update (paid and
-- corrected are final, amount and tour never change, TP801-TP804); forbid_delete,
-- forbid_truncate; check_payout_total (deferred, TP802, TP803); record_audit. The partner's
-- revenue is the lines': the commands that write them refresh it.


create index payable_lines_partner_id_earned_at_idx on public.payable_lines (partner_id, earned_at);
-- The payouts export's order (earned_at, id): its cursor walks a month in this index and its
-- first rows leave without a sort of the month. The partner, for the Payouts page: a month's
-- partners from the index alone. Also every read of a month's lines by date.
create index payable_lines_earned_at_id_idx on public.payable_lines (earned_at, id)
  include (partner_id);
create index payable_lines_payout_id_idx on public.payable_lines (payout_id);

create trigger set_updated_at
  before update on public.payable_lines
  for each row execute function private.set_updated_at();

-- ============================================================================================
-- Rules
-- ============================================================================================

/**
 * Paid and corrected lines are final (TP801 paying or changing a paid line, TP803 a corrected
 * one); a line's partner, amount and tour never change (TP804); a correction is stamped with
 * its time and author.
 */
create function private.check_payable_line_update()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if (new.status, new.payout_id, new.correction_reason)
    is distinct from (old.status, old.payout_id, old.correction_reason) then
    if old.status = 'paid' then
      raise exception 'this line is already paid' using errcode = 'TP801';
    elsif old.status = 'corrected' then
      raise exception 'this line was corrected and cannot be paid or changed' using errcode = 'TP803';
    end if;
  end if;
  if (new.partner_id, new.amount, new.tour_title, new.tour_date, new.created_at)
      is distinct from (old.partner_id, old.amount, old.tour_title, old.tour_date, old.created_at)
    or (new.tour_id is distinct from old.tour_id and new.tour_id is not null) then
    raise exception 'a payable line''s partner, tour and amount do not change; correct the line instead'
      using errcode = 'TP804';
  end if;
  if new.status = 'corrected' and old.status <> 'corrected' then
    new.corrected_at := now();
    new.corrected_by := (select auth.uid());
  end if;
  return new;
end;
$$;

create trigger check_update
  before update on public.payable_lines
  for each row execute function private.check_payable_line_update();

/** A new line is pending, whoever inserts it. */
create function private.start_payable_line_pending()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.status := 'pending';
  new.payout_id := null;
  new.correction_reason := null;
  new.corrected_at := null;
  new.corrected_by := null;
  return new;
end;
$$;

create trigger start_pending
  before insert on public.payable_lines
  for each row execute function private.start_payable_line_pending();

/** Payment records are corrected, never deleted, by anyone. */
create function private.forbid_payment_deletion()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  raise exception 'payment records are never deleted; correct the line instead'
    using errcode = '42501';
end;
$$;

create trigger forbid_delete
  before delete on public.payable_lines
  for each row execute function private.forbid_payment_deletion();
create trigger forbid_truncate
  before truncate on public.payable_lines
  for each statement execute function private.forbid_payment_deletion();
create trigger forbid_delete
  before delete on public.payouts
  for each row execute function private.forbid_payment_deletion();
create trigger forbid_truncate
  before truncate on public.payouts
  for each statement execute function private.forbid_payment_deletion();

/** A payout is written once. */
create function private.forbid_payout_update()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  raise exception 'a payment is recorded once and never changed' using errcode = '42501';
end;
$$;

create trigger forbid_update
  before update on public.payouts
  for each row execute function private.forbid_payout_update();

/**
 * A payout's total is the sum of its lines, all of them the payout's partner's (TP802, TP803).
 * Checked when the transaction commits, so that the payout and its lines can be written one
 * after the other.
 */
create function private.check_payout_total()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  -- The payout's id from either table's row (a record has only its own table's fields).
  target uuid := (to_jsonb(new) ->> case when tg_table_name = 'payouts' then 'id' else 'payout_id' end)::uuid;
  payout public.payouts;
  lines_total numeric(12, 2);
  other_partners integer;
begin
  if target is null then
    return null;
  end if;
  select * into payout from public.payouts p where p.id = target;
  select coalesce(sum(l.amount), 0), count(*) filter (where l.partner_id <> payout.partner_id)
    into lines_total, other_partners
  from public.payable_lines l
  where l.payout_id = target;
  if other_partners > 0 then
    raise exception 'a payment pays the lines of one partner' using errcode = 'TP803';
  end if;
  if lines_total <> payout.total then
    raise exception 'the payment total % differs from the sum of its lines, %',
      to_char(payout.total, 'FM999999999990.00'), to_char(lines_total, 'FM999999999990.00')
      using errcode = 'TP802';
  end if;
  return null;
end;
$$;

create constraint trigger check_total
  after insert on public.payouts
  deferrable initially deferred
  for each row execute function private.check_payout_total();

create constraint trigger check_payout_total
  after update of payout_id on public.payable_lines
  deferrable initially deferred
  for each row execute function private.check_payout_total();

-- ============================================================================================
-- A completed tour's line
-- ============================================================================================

/**
 * A completed tour's line is dated by its completion, whoever moves completed_at (the line
 * itself is written by complete_tour(), 80_tour_commands.sql).
 */
create function private.date_payable_line()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  update public.payable_lines l set earned_at = new.completed_at where l.tour_id = new.id;
  return null;
end;
$$;
revoke all on function private.date_payable_line() from public;

create trigger date_payable_line
  after update of completed_at on public.tours
  for each row
  when (new.status = 'completed' and new.completed_at is distinct from old.completed_at)
  execute function private.date_payable_line();

-- ============================================================================================
-- Partner totals: the revenue is the lines'
-- ============================================================================================

/**
 * Recomputes a partner's totals: total_tours from their completed tours, and
 * total_revenue from their payable lines not corrected (paid + pending), the same sum as the
 * dashboard's Total Revenue.
 */
create function private.refresh_partner_totals(partner uuid)
returns void
language sql
security definer
set search_path = ''
as $$
  update public.users u
  set total_tours = s.tours,
      total_revenue = s.revenue
  from (
    select count(*)::integer as tours,
           (select coalesce(sum(l.amount), 0) from public.payable_lines l
            where l.partner_id = partner and l.status <> 'corrected') as revenue
    from public.tours t
    where t.partner_id = partner and t.status = 'completed'
  ) s
  where u.id = partner
    and (u.total_tours, u.total_revenue) is distinct from (s.tours, s.revenue)
$$;

-- The commands that change what a partner is owed refresh the totals themselves:
-- complete_tour() (80_tour_commands), correct_payable_line(), reverse_payable_line(). Paying
-- moves a line from pending to paid, which the revenue counts alike.

/** A deleted tour leaves the partner's totals (its line, if any, stays and still counts). */
create function private.refresh_totals_after_tour_delete()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform private.refresh_partner_totals(old.partner_id);
  return null;
end;
$$;
revoke all on function private.refresh_totals_after_tour_delete() from public;

create trigger refresh_partner_totals
  after delete on public.tours
  for each row execute function private.refresh_totals_after_tour_delete();

-- ============================================================================================
-- Admin operations
-- ============================================================================================

/**
 * Pays the given pending lines of one partner in one payout, and tells the partner
 * (payout_paid: {payoutId, total, paidOn, method, reference}). Refuses a caller who is no admin
 * (42501), an unknown line (P0002), a line already paid (TP801), a total that is not the sum
 * of the lines (TP802), lines of several partners or a corrected line (TP803), and a payment
 * dated later than today on the platform's clock for money, UTC (TP807), and a partner whose
 * e-mail address is not confirmed (TP808) or whose tax details are missing (TP809).
 */
create function public.pay_payable_lines(
  line_ids uuid[],
  paid_on date,
  method public.payout_method,
  reference text,
  total numeric
)
returns public.payouts
language plpgsql
security definer
set search_path = ''
as $$
declare
  lines public.payable_lines[];
  partners uuid[];
  lines_total numeric(12, 2);
  payout public.payouts;
begin
  if not private.is_admin() then
    raise exception 'only an administrator can pay partners' using errcode = '42501';
  end if;
  if coalesce(cardinality(line_ids), 0) = 0 then
    raise exception 'choose at least one line to pay' using errcode = 'TP803';
  end if;
  if paid_on > (now() at time zone 'UTC')::date then
    raise exception 'the payment date cannot be later than today'
      using errcode = 'TP807', column = 'paid_on';
  end if;

  perform 1 from public.payable_lines l where l.id = any(line_ids) for update;
  select array_agg(l) into lines from public.payable_lines l where l.id = any(line_ids);
  if coalesce(cardinality(lines), 0) <> (select count(distinct id) from unnest(line_ids) id) then
    raise exception 'a payable line to pay does not exist' using errcode = 'P0002';
  end if;
  if exists (select 1 from unnest(lines) l where l.status = 'paid') then
    raise exception 'a line in this payment is already paid' using errcode = 'TP801';
  end if;
  if exists (select 1 from unnest(lines) l where l.status = 'corrected') then
    raise exception 'a corrected line cannot be paid' using errcode = 'TP803';
  end if;
  select array_agg(distinct l.partner_id), sum(l.amount) into partners, lines_total
  from unnest(lines) l;
  if cardinality(partners) > 1 then
    raise exception 'a payment pays the lines of one partner' using errcode = 'TP803';
  end if;
  -- Money waits for an address the partner has confirmed (21_email_confirmation.sql).
  if exists (select 1 from public.users u where u.id = partners[1] and not u.email_verified) then
    raise exception 'this partner has not confirmed their e-mail address yet; payments wait until they follow the link we mailed them'
      using errcode = 'TP808';
  end if;
  -- And for the partner's tax details, which the year's 1099 needs (17_tax_details.sql).
  if not exists (select 1 from public.tax_details t where t.partner_id = partners[1]) then
    raise exception 'this partner has not given their tax details yet; payments wait until they complete them on Earnings'
      using errcode = 'TP809';
  end if;
  if lines_total <> total then
    raise exception 'the payment total % differs from the sum of its lines, %',
      to_char(total, 'FM999999999990.00'), to_char(lines_total, 'FM999999999990.00')
      using errcode = 'TP802';
  end if;

  insert into public.payouts (partner_id, paid_on, method, reference, total, created_by)
  values (partners[1], paid_on, method, btrim(reference), total, (select auth.uid()))
  returning * into payout;
  update public.payable_lines l
  set status = 'paid', payout_id = payout.id
  where l.id = any(line_ids);

  -- The partner told (nobody when the account is gone: a payment outlives it).
  perform private.notify(
    u.id,
    'payout_paid',
    jsonb_build_object(
      'payoutId', payout.id, 'total', payout.total::text, 'paidOn', payout.paid_on,
      'method', payout.method, 'reference', payout.reference
    )
  )
  from public.users u
  where u.id = payout.partner_id;
  return payout;
end;
$$;

revoke all on function public.pay_payable_lines(uuid[], date, public.payout_method, text, numeric)
  from public, anon;
grant execute on function public.pay_payable_lines(uuid[], date, public.payout_method, text, numeric)
  to authenticated, service_role;

/**
 * Cancels what a pending line owes, with a reason: the admin's correction of a completed
 * tour's payment. The line corrected (check_update refuses a paid one, TP801, or one corrected
 * already, TP803, and stamps who and when), and the partner's revenue no longer counts it.
 *
 * Errors: 42501 not an admin; P0002 no such line; TP801, TP803 as above; 23514 no reason.
 */
create function public.correct_payable_line(line_id uuid, reason text)
returns public.payable_lines
language plpgsql
security definer
set search_path = ''
as $$
declare
  line public.payable_lines;
begin
  if not private.is_admin() then
    raise exception 'only an administrator can correct a payment' using errcode = '42501';
  end if;
  select * into line from public.payable_lines l where l.id = line_id for update;
  if not found then
    raise exception 'payable line % does not exist', line_id using errcode = 'P0002';
  end if;

  -- The state.
  update public.payable_lines l
  set status = 'corrected', correction_reason = btrim(reason)
  where l.id = line.id
  returning * into line;

  -- The partner's totals: the revenue leaves the corrected line out.
  perform private.refresh_partner_totals(line.partner_id);
  return line;
end;
$$;
revoke all on function public.correct_payable_line(uuid, text) from public, anon;
grant execute on function public.correct_payable_line(uuid, text) to authenticated, service_role;

-- ============================================================================================
-- Audit
-- ============================================================================================
create trigger record_audit
  after insert or update on public.payable_lines
  for each row execute function private.record_audit('payable_line', 'id');

create trigger record_audit
  after insert on public.payouts
  for each row execute function private.record_audit('payout', 'id');



create policy "partners read their own payable lines and admins read all"
  on public.payable_lines for select to authenticated
  using (partner_id = (select private.business_id_as('{owner,manager,bookkeeper}')) or (select private.is_admin()));



create policy "partners read their own payouts and admins read all"
  on public.payouts for select to authenticated
  using (partner_id = (select private.business_id_as('{owner,manager,bookkeeper}')) or (select private.is_admin()));

create policy "only active users add payable lines"
  on public.payable_lines as restrictive for insert to authenticated
  with check ((select private.is_active_user()));

create policy "only active users change payable lines"
  on public.payable_lines as restrictive for update to authenticated
  using ((select private.is_active_user()))
  with check ((select private.is_active_user()));

create policy "only active users remove payable lines"
  on public.payable_lines as restrictive for delete to authenticated
  using ((select private.is_active_user()));

create policy "only active users add payouts"
  on public.payouts as restrictive for insert to authenticated
  with check ((select private.is_active_user()));

create policy "only active users change payouts"
  on public.payouts as restrictive for update to authenticated
  using ((select private.is_active_user()))
  with check ((select private.is_active_user()));

create policy "only active users remove payouts"
  on public.payouts as restrictive for delete to authenticated
  using ((select private.is_active_user()));

/**
 * Reverses a paid line with a reason: a pending line of minus its amount, for the same tour
 * and partner, that the partner's next payment nets out, and the partner's revenue with it.
 * 42501 for a non-admin, P0002 an unknown line, TP805 a line that is not paid (a pending one is
 * corrected instead) or is itself a reversal, TP806 a line already reversed.
 */
create function public.reverse_payable_line(line_id uuid, reason text)
returns public.payable_lines
language plpgsql
security definer
set search_path = ''
as $$
declare
  line public.payable_lines;
  reversal public.payable_lines;
begin
  if not private.is_admin() then
    raise exception 'only an administrator can reverse a payment' using errcode = '42501';
  end if;
  select * into line from public.payable_lines l where l.id = line_id for update;
  if not found then
    raise exception 'payable line % does not exist', line_id using errcode = 'P0002';
  end if;
  if line.reversal_of is not null then
    raise exception 'a reversal is not reversed; reverse the line it reverses instead'
      using errcode = 'TP805';
  end if;
  if line.status <> 'paid' then
    raise exception 'only a paid line is reversed; correct a pending line instead'
      using errcode = 'TP805';
  end if;
  if exists (select 1 from public.payable_lines r where r.reversal_of = line.id) then
    raise exception 'this line was already reversed' using errcode = 'TP806';
  end if;
  insert into public.payable_lines (
    partner_id, tour_id, tour_title, tour_date, amount, earned_at, reversal_of, reversal_reason
  )
  values (
    line.partner_id, null, line.tour_title, line.tour_date, -line.amount, now(), line.id,
    btrim(reason)
  )
  returning * into reversal;

  -- The partner's totals: the revenue nets the reversal out.
  perform private.refresh_partner_totals(line.partner_id);
  return reversal;
end;
$$;
revoke all on function public.reverse_payable_line(uuid, text) from public, anon;
grant execute on function public.reverse_payable_line(uuid, text) to authenticated, service_role;


-- ACH batches: paying partners by direct deposit with a NACHA file a bank takes (docs/tax.md).
--
-- * An admin turns payable lines of several partners into one batch (create_ach_batch): one
--   credit entry per partner to their confirmed bank account (28_bank_accounts.sql), each
--   recorded as a payout (pay_payable_lines, method bank_transfer) whose reference is the
--   entry's trace number: the ODFI's first 8 digits and a 7-digit sequence.
-- * The batch keeps the originator details (the `ach.*` admin settings, 14_admin_settings.sql)
--   as they were, so its file is the same whenever it is downloaded. The file itself is made
--   by the API (_shared/portable/nacha-file.ts) from private.ach_file_entries(), the one
--   reader of clear account numbers, each audited.
-- * A return (an R-code the bank sends back later) is recorded once per entry
--   (record_ach_return): the payout's lines are pending again (private.release_payout_lines,
--   20_payouts.sql), payable in a later payout, and both sides read the return's code.
-- * Batches, entries and returns are never changed or deleted; admins write through the
--   commands only. Partners read their own entries and returns, admins all.
--
-- Triggers: forbid_update, forbid_delete, forbid_truncate on each table; record_audit.

-- ============================================================================================
-- ach_batches
-- ============================================================================================
create table public.ach_batches (
  id uuid primary key default gen_random_uuid(),
  effective_date date not null,
  -- A-Z then 0-9: the day's nth file, which banks tell apart by it.
  file_id_modifier text not null constraint ach_batches_file_id_modifier check (file_id_modifier ~ '^[A-Z0-9]$'),
  sec_code text not null constraint ach_batches_sec_code check (sec_code in ('CCD', 'PPD')),
  company_name text not null,
  company_id text not null,
  odfi_routing text not null
    constraint ach_batches_odfi_routing_aba check (private.is_routing_number(odfi_routing)),
  destination_routing text not null
    constraint ach_batches_destination_routing_aba check (private.is_routing_number(destination_routing)),
  destination_name text not null,
  origin_name text not null,
  entry_count integer not null constraint ach_batches_entry_count_positive check (entry_count > 0),
  total numeric(12, 2) not null constraint ach_batches_total_positive check (total > 0),
  created_by uuid,
  created_at timestamptz not null default now()
);
alter table public.ach_batches enable row level security;
revoke all on public.ach_batches from anon;
revoke insert, update, delete, truncate, references, trigger on public.ach_batches from authenticated;
create index ach_batches_created_at_idx on public.ach_batches (created_at desc);

create policy "admins read ach batches"
  on public.ach_batches for select to authenticated
  using ((select private.is_admin()));

-- ============================================================================================
-- ach_entries
-- ============================================================================================
create table public.ach_entries (
  id uuid primary key default gen_random_uuid(),
  batch_id uuid not null references public.ach_batches (id) on delete restrict,
  payout_id uuid not null unique references public.payouts (id) on delete restrict,
  partner_id uuid not null,
  bank_account_id uuid not null references public.bank_accounts (id) on delete restrict,
  trace_number text not null unique
    constraint ach_entries_trace_number_digits check (trace_number ~ '^[0-9]{15}$'),
  amount numeric(12, 2) not null constraint ach_entries_amount_positive check (amount > 0),
  created_at timestamptz not null default now()
);
alter table public.ach_entries enable row level security;
revoke all on public.ach_entries from anon;
revoke insert, update, delete, truncate, references, trigger on public.ach_entries from authenticated;
create index ach_entries_batch_id_idx on public.ach_entries (batch_id);
create index ach_entries_partner_id_idx on public.ach_entries (partner_id);
create index ach_entries_bank_account_id_idx on public.ach_entries (bank_account_id);

create policy "a business's team reads its ach entries and admins read all"
  on public.ach_entries for select to authenticated
  using (
    partner_id = (select private.business_id_as('{owner,manager,bookkeeper}'))
    or (select private.is_admin())
  );

-- The entries' sequence, the last 7 digits of each trace number.
create sequence private.ach_trace_numbers minvalue 1 maxvalue 9999999 cycle;

-- ============================================================================================
-- ach_returns
-- ============================================================================================
create table public.ach_returns (
  entry_id uuid primary key references public.ach_entries (id) on delete restrict,
  partner_id uuid not null,
  -- One of R01-R33, named by ACH_RETURN_CODES (_shared/portable/ach-returns.ts).
  return_code text not null
    constraint ach_returns_return_code_known check (return_code ~ '^R(0[1-9]|[12][0-9]|3[0-3])$'),
  recorded_by uuid,
  created_at timestamptz not null default now()
);
alter table public.ach_returns enable row level security;
revoke all on public.ach_returns from anon;
revoke insert, update, delete, truncate, references, trigger on public.ach_returns from authenticated;
create index ach_returns_partner_id_idx on public.ach_returns (partner_id);

create policy "a business's team reads its ach returns and admins read all"
  on public.ach_returns for select to authenticated
  using (
    partner_id = (select private.business_id_as('{owner,manager,bookkeeper}'))
    or (select private.is_admin())
  );

-- Written once, never changed or deleted (the triggers of payouts, 20_payouts.sql).
create trigger forbid_update before update on public.ach_batches
  for each row execute function private.forbid_payout_update();
create trigger forbid_update before update on public.ach_entries
  for each row execute function private.forbid_payout_update();
create trigger forbid_update before update on public.ach_returns
  for each row execute function private.forbid_payout_update();
create trigger forbid_delete before delete on public.ach_batches
  for each row execute function private.forbid_payment_deletion();
create trigger forbid_delete before delete on public.ach_entries
  for each row execute function private.forbid_payment_deletion();
create trigger forbid_delete before delete on public.ach_returns
  for each row execute function private.forbid_payment_deletion();
create trigger forbid_truncate before truncate on public.ach_batches
  for each statement execute function private.forbid_payment_deletion();
create trigger forbid_truncate before truncate on public.ach_entries
  for each statement execute function private.forbid_payment_deletion();
create trigger forbid_truncate before truncate on public.ach_returns
  for each statement execute function private.forbid_payment_deletion();

create trigger record_audit after insert on public.ach_batches
  for each row execute function private.record_audit('ach_batch', 'id');
create trigger record_audit after insert on public.ach_entries
  for each row execute function private.record_audit('ach_entry', 'id');
create trigger record_audit after insert on public.ach_returns
  for each row execute function private.record_audit('ach_return', 'entry_id');

-- ============================================================================================
-- Creating a batch
-- ============================================================================================

/** A partner's name as the admin reads it in a refusal. */
create function private.ach_partner_name(partner uuid)
returns text
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(
    (select coalesce(nullif(btrim(concat_ws(' ', u.first_name, u.last_name)), ''),
       u.business_name, u.email) from public.users u where u.id = partner),
    'A deleted partner')
$$;
revoke all on function private.ach_partner_name(uuid) from public;

/**
 * Pays the given pending lines, of one or more partners, in one ACH batch dated
 * `effective_date`: one entry per partner to their confirmed account, each a payout dated
 * today (UTC) whose reference is the entry's trace number. Refuses, before anything is
 * written, a caller who is no admin (42501), no lines or an effective date before today or
 * more than 30 days ahead (TP835), originator settings not all saved (TP836), an unknown line
 * (P0002), a partner held: address unconfirmed (TP808), tax details missing (TP809), no
 * confirmed bank account (TP837), or a net amount not above zero (TP838), each naming the
 * partner, and a 37th file in a day (TP842). The rest is pay_payable_lines()'s (TP801, TP803).
 */
create function public.create_ach_batch(line_ids uuid[], effective_date date)
returns public.ach_batches
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  today date := (now() at time zone 'UTC')::date;
  setting jsonb := '{}';
  batch public.ach_batches;
  partner record;
  account uuid;
  trace text;
  made_today integer;
  payout public.payouts;
begin
  if not private.is_admin() then
    raise exception 'only an administrator pays partners by ACH' using errcode = '42501';
  end if;
  if coalesce(cardinality(line_ids), 0) = 0 then
    raise exception 'choose at least one month to pay' using errcode = 'TP835';
  end if;
  if effective_date is null or effective_date < today or effective_date > today + 30 then
    raise exception 'the effective date is today or a day in the next 30 days'
      using errcode = 'TP835', column = 'effective_date';
  end if;
  select jsonb_object_agg(replace(s.key, 'ach.', ''), s.value #>> '{}') into setting
  from public.admin_settings s where s.key like 'ach.%';
  if (select count(*) from jsonb_object_keys(coalesce(setting, '{}')) k
      where k in ('company_name', 'company_id', 'odfi_routing', 'destination_routing',
        'destination_name', 'origin_name', 'sec_code')) < 7 then
    raise exception 'save the ACH originator details in the settings first'
      using errcode = 'TP836';
  end if;

  perform 1 from public.payable_lines l where l.id = any(line_ids) for update;
  if (select count(*) from public.payable_lines l where l.id = any(line_ids))
    <> (select count(distinct id) from unnest(line_ids) id) then
    raise exception 'a payable line to pay does not exist' using errcode = 'P0002';
  end if;
  -- Every partner's hold first, so that a refusal leaves nothing half written.
  for partner in
    select l.partner_id as id, sum(l.amount) as total
    from public.payable_lines l where l.id = any(line_ids)
    group by l.partner_id order by private.ach_partner_name(l.partner_id), l.partner_id
  loop
    if exists (select 1 from public.users u where u.id = partner.id and not u.email_verified) then
      raise exception '% has not confirmed their e-mail address yet; payments wait until they follow the link we mailed them',
        private.ach_partner_name(partner.id) using errcode = 'TP808';
    end if;
    if not exists (select 1 from public.tax_details t where t.partner_id = partner.id) then
      raise exception '% has not given their tax details yet; payments wait until they complete them on Earnings',
        private.ach_partner_name(partner.id) using errcode = 'TP809';
    end if;
    if not exists (
      select 1 from public.bank_accounts a where a.partner_id = partner.id and a.status = 'confirmed'
    ) then
      raise exception '% has no confirmed bank account; they can be paid by ACH once they give one on Earnings and confirm it',
        private.ach_partner_name(partner.id) using errcode = 'TP837';
    end if;
    if partner.total <= 0 then
      raise exception 'the lines chosen for % total %, nothing to send',
        private.ach_partner_name(partner.id), to_char(partner.total, 'FM999999999990.00')
        using errcode = 'TP838';
    end if;
  end loop;

  perform pg_advisory_xact_lock(hashtextextended('ach_batches', 0));
  select count(*) into made_today from public.ach_batches b
  where (b.created_at at time zone 'UTC')::date = today;
  if made_today >= 36 then
    raise exception 'a bank takes at most 36 ACH files a day; send the others tomorrow'
      using errcode = 'TP842';
  end if;
  insert into public.ach_batches (
    effective_date, file_id_modifier, sec_code, company_name, company_id, odfi_routing,
    destination_routing, destination_name, origin_name, entry_count, total, created_by
  )
  select effective_date, substr('ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789', made_today + 1, 1),
    setting ->> 'sec_code', setting ->> 'company_name', setting ->> 'company_id',
    setting ->> 'odfi_routing', setting ->> 'destination_routing',
    setting ->> 'destination_name', setting ->> 'origin_name',
    count(distinct l.partner_id), sum(l.amount), (select auth.uid())
  from public.payable_lines l where l.id = any(line_ids)
  returning * into batch;

  for partner in
    select l.partner_id as id, array_agg(l.id) as lines, sum(l.amount) as total
    from public.payable_lines l where l.id = any(line_ids)
    group by l.partner_id order by private.ach_partner_name(l.partner_id), l.partner_id
  loop
    select a.id into account from public.bank_accounts a
    where a.partner_id = partner.id and a.status = 'confirmed';
    trace := left(batch.odfi_routing, 8) || lpad(nextval('private.ach_trace_numbers')::text, 7, '0');
    payout := public.pay_payable_lines(partner.lines, today, 'bank_transfer', trace, partner.total);
    insert into public.ach_entries (batch_id, payout_id, partner_id, bank_account_id, trace_number, amount)
    values (batch.id, payout.id, partner.id, account, trace, partner.total);
  end loop;
  return batch;
end;
$$;
revoke all on function public.create_ach_batch(uuid[], date) from public, anon;
grant execute on function public.create_ach_batch(uuid[], date) to authenticated;

-- ============================================================================================
-- The file's entries
-- ============================================================================================

/**
 * A batch's entries for its NACHA file, the account numbers in clear: the one caller of
 * private.decrypt_bank_account(), which logs each number it decrypts with the admin and
 * `reason`. 42501 for anyone but an admin, TP841 without a reason, P0002 an unknown batch.
 */
create function private.ach_file_entries(batch uuid, reason text)
returns table (
  trace_number text, partner_id uuid, holder_name text, routing_number text,
  account_type public.bank_account_type, account_number text, amount numeric
)
language plpgsql
volatile
security definer
set search_path = ''
as $$
begin
  if not private.is_admin() then
    raise exception 'only an administrator downloads an ACH file' using errcode = '42501';
  end if;
  if coalesce(btrim(reason), '') = '' then
    raise exception 'say why the account numbers are read' using errcode = 'TP841';
  end if;
  if not exists (select 1 from public.ach_batches b where b.id = batch) then
    raise exception 'this ACH batch does not exist' using errcode = 'P0002';
  end if;
  return query
  select e.trace_number, e.partner_id, a.holder_name, a.routing_number, a.account_type,
    private.decrypt_bank_account(a.id, btrim(reason), batch), e.amount
  from public.ach_entries e
  join public.bank_accounts a on a.id = e.bank_account_id
  where e.batch_id = batch
  order by e.trace_number;
end;
$$;
revoke all on function private.ach_file_entries(uuid, text) from public, anon;
grant execute on function private.ach_file_entries(uuid, text) to authenticated;

-- ============================================================================================
-- Returns
-- ============================================================================================

/**
 * Records the bank's return of the entry with `trace_number`, by its R-code: the entry's
 * payout is returned and its lines are pending again (private.release_payout_lines), payable
 * in a later payout. 42501 for a non-admin, TP839 a code outside R01-R33 (field
 * return_code), P0002 no entry with that trace number, TP840 an entry returned already.
 */
create function public.record_ach_return(trace_number text, return_code text)
returns public.ach_returns
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  entry public.ach_entries;
  returned public.ach_returns;
  code text := upper(btrim(coalesce(return_code, '')));
begin
  if not private.is_admin() then
    raise exception 'only an administrator records an ACH return' using errcode = '42501';
  end if;
  if code !~ '^R(0[1-9]|[12][0-9]|3[0-3])$' then
    raise exception 'choose a return code from R01 to R33'
      using errcode = 'TP839', column = 'return_code';
  end if;
  select * into entry from public.ach_entries e
  where e.trace_number = btrim(record_ach_return.trace_number)
  for update;
  if not found then
    raise exception 'no ACH entry has this trace number' using errcode = 'P0002';
  end if;
  if exists (select 1 from public.ach_returns r where r.entry_id = entry.id) then
    raise exception 'this ACH entry was returned already' using errcode = 'TP840';
  end if;
  insert into public.ach_returns (entry_id, partner_id, return_code, recorded_by)
  values (entry.id, entry.partner_id, code, (select auth.uid()))
  returning * into returned;
  perform private.release_payout_lines(entry.payout_id);
  return returned;
end;
$$;
revoke all on function public.record_ach_return(text, text) from public, anon;
grant execute on function public.record_ach_return(text, text) to authenticated;

-- Year-end 1099-NEC forms (docs/tax.md).
--
-- * A tax year's reportable payments to a partner are the paid lines whose payout was made
--   that year (payouts.paid_on, a date on the platform's clock for money, UTC) by cash, check
--   or bank transfer: PayPal reports its own payments. A reversal's negative line counts in the
--   year its payout netted it, by the method that paid the line it reverses, so a reversed
--   payment counts at its net amount; a corrected line was never paid and counts nowhere.
-- * The thresholds are a table of years (the form is owed from that amount on): $600 through
--   2025, $2,000 from 2026; admins add later years.
-- * private.export_tax_forms() is the only reader of a TIN in clear, and audits each one.
--
-- Triggers: record_audit on tax_form_thresholds.

-- ============================================================================================
-- tax_form_thresholds
-- ============================================================================================
create table public.tax_form_thresholds (
  tax_year integer primary key
    constraint tax_form_thresholds_tax_year_range check (tax_year between 2000 and 2100),
  threshold numeric(12, 2) not null
    constraint tax_form_thresholds_threshold_positive check (threshold > 0),
  created_by uuid,
  created_at timestamptz not null default now()
);
alter table public.tax_form_thresholds enable row level security;
revoke all on public.tax_form_thresholds from anon;
revoke insert, update, delete, truncate, references, trigger on public.tax_form_thresholds
  from authenticated;
grant insert (tax_year, threshold) on public.tax_form_thresholds to authenticated;

create trigger stamp_created_by
  before insert on public.tax_form_thresholds
  for each row execute function private.stamp_created_by();

create trigger record_audit
  after insert on public.tax_form_thresholds
  for each row execute function private.record_audit('tax_form_threshold', 'tax_year');

create policy "only active users reach the tax form thresholds"
  on public.tax_form_thresholds as restrictive for all to authenticated
  using ((select private.is_active_user()))
  with check ((select private.is_active_user()));

create policy "signed-in users read the tax form thresholds"
  on public.tax_form_thresholds for select to authenticated
  using ((select auth.uid()) is not null);

create policy "admins add tax form thresholds"
  on public.tax_form_thresholds for insert to authenticated
  with check ((select private.is_admin()));

insert into public.tax_form_thresholds (tax_year, threshold) values
  (2024, 600.00), (2025, 600.00), (2026, 2000.00)
on conflict (tax_year) do nothing;

-- ============================================================================================
-- A year's reportable payments
-- ============================================================================================

/**
 * Each partner's reportable payments in `tax_year` (see the file's header), as the caller may
 * read them: a partner their own, an admin everyone's (RLS on lines and payouts). With the
 * year's threshold (null when no admin set one) and whether the total reaches it.
 */
create function public.tax_year_totals(tax_year integer)
returns table (partner_id uuid, total numeric, threshold numeric, reportable boolean)
language sql
stable
security invoker
set search_path = ''
as $$
  with paid as (
    select l.partner_id, l.amount,
      coalesce(original_payout.method, p.method) as method
    from public.payable_lines l
    join public.payouts p on p.id = l.payout_id
    left join public.payable_lines original on original.id = l.reversal_of
    left join public.payouts original_payout on original_payout.id = original.payout_id
    where l.status = 'paid'
      and p.paid_on >= make_date(tax_year, 1, 1) and p.paid_on < make_date(tax_year + 1, 1, 1)
  ),
  totals as (
    select paid.partner_id, sum(paid.amount)::numeric(12, 2) as total
    from paid
    where paid.method <> 'paypal'
    group by paid.partner_id
  )
  select t.partner_id, t.total, y.threshold, coalesce(t.total >= y.threshold, false)
  from totals t
  left join public.tax_form_thresholds y on y.tax_year = tax_year_totals.tax_year
$$;
revoke all on function public.tax_year_totals(integer) from public, anon;
grant execute on function public.tax_year_totals(integer) to authenticated, service_role;

-- ============================================================================================
-- The 1099 export
-- ============================================================================================

/**
 * The year's 1099-NEC rows for an admin: each partner whose reportable payments reached the
 * year's threshold, with the TIN in clear. The one caller of private.decrypt_tin(), which logs
 * each TIN it decrypts with the admin and `reason`. A partner without tax details has a null
 * TIN and is not logged. 42501 for anyone but an admin, TP823 without a reason or a threshold
 * for the year.
 */
create function private.export_tax_forms(tax_year integer, reason text)
returns table (
  partner_id uuid, legal_name text, business_name text, tin_type public.tin_type, tin text,
  address_line1 text, address_line2 text, city text, state text, postal_code text,
  total numeric
)
language plpgsql
volatile
security definer
set search_path = ''
as $$
begin
  if not private.is_admin() then
    raise exception 'only an administrator exports the 1099 forms' using errcode = '42501';
  end if;
  if coalesce(btrim(reason), '') = '' then
    raise exception 'say why the TINs are read' using errcode = 'TP823';
  end if;
  if not exists (select 1 from public.tax_form_thresholds y where y.tax_year = export_tax_forms.tax_year) then
    raise exception 'no 1099 threshold is set for %', tax_year using errcode = 'TP823';
  end if;
  return query
  select y.partner_id, d.legal_name, d.business_name, d.tin_type,
    private.decrypt_tin(y.partner_id, btrim(reason), tax_year),
    d.address_line1, d.address_line2, d.city, d.state, d.postal_code, y.total
  from public.tax_year_totals(tax_year) y
  left join public.tax_details d on d.partner_id = y.partner_id
  where y.reportable
  order by coalesce(d.legal_name, ''), y.partner_id;
end;
$$;
revoke all on function private.export_tax_forms(integer, text) from public, anon;
grant execute on function private.export_tax_forms(integer, text) to authenticated;

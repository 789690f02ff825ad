-- Tax details: the W-9 a partner gives on Earnings (docs/tax.md).
--
-- * One row per partner: legal name, business name, federal tax classification, TIN type,
--   address, and the certification signed like an agreement (private.check_signature, the
--   request's address and user agent).
-- * The TIN itself is no table's: it is a Vault secret (vault.create_secret), encrypted with
--   Vault's key, which lives outside the tables. The row keeps the secret's id, which no client
--   reads, and the TIN's last four digits, all that is ever shown (masked, •••-••-1234 or
--   ••-•••1234).
-- * The one door to the clear TIN is private.decrypt_tin(), executable by no client role; only
--   the admins' 1099 export (27_tax_forms.sql) calls it, and audits each call with who and why.
-- * Partners write their own row through save_tax_details() only; they and admins read it.
--   Payouts wait for it (pay_payable_lines, TP809).
--
-- partner_id is not a foreign key, as in payouts: what a year's 1099 reports outlives the
-- account.
--
-- Triggers: set_updated_at; record_audit (15_audit_logs) for each change of a saved W-9, by
-- its masked fields only: who changed the name, classification, TIN (last four) or address.

-- ============================================================================================
-- Types
-- ============================================================================================
create type public.tax_classification as enum (
  'individual', 'c_corporation', 's_corporation', 'partnership', 'trust_estate', 'llc_c',
  'llc_s', 'llc_p', 'other'
);
create type public.tin_type as enum ('ssn', 'ein');

-- ============================================================================================
-- tax_details
-- ============================================================================================
create table public.tax_details (
  partner_id uuid primary key,
  legal_name text not null
    constraint tax_details_legal_name_present check (btrim(legal_name) <> '')
    constraint tax_details_legal_name_length check (char_length(legal_name) <= 200),
  business_name text
    constraint tax_details_business_name_length check (char_length(business_name) <= 200),
  tax_classification public.tax_classification not null,
  tin_type public.tin_type not null,
  tin_last4 text not null constraint tax_details_tin_last4_digits check (tin_last4 ~ '^[0-9]{4}$'),
  -- The Vault secret holding the TIN; no client role may read this column.
  tin_secret_id uuid not null unique,
  address_line1 text not null
    constraint tax_details_address_line1_present check (btrim(address_line1) <> '')
    constraint tax_details_address_line1_length check (char_length(address_line1) <= 200),
  address_line2 text
    constraint tax_details_address_line2_length check (char_length(address_line2) <= 200),
  city text not null
    constraint tax_details_city_present check (btrim(city) <> '')
    constraint tax_details_city_length check (char_length(city) <= 100),
  state text not null constraint tax_details_state_code check (state ~ '^[A-Z]{2}$'),
  postal_code text not null
    constraint tax_details_postal_code_zip check (postal_code ~ '^[0-9]{5}(-[0-9]{4})?$'),
  -- The certification: the signer's full name, the time and the request's evidence.
  signature_data text not null
    constraint tax_details_signature_data_length check (char_length(signature_data) <= 200),
  signed_at timestamptz not null default now(),
  ip_address text constraint tax_details_ip_address_length check (char_length(ip_address) <= 100),
  user_agent text constraint tax_details_user_agent_length check (char_length(user_agent) <= 500),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
alter table public.tax_details enable row level security;
revoke all on public.tax_details from anon, authenticated;
grant select (
  partner_id, legal_name, business_name, tax_classification, tin_type, tin_last4,
  address_line1, address_line2, city, state, postal_code, signature_data, signed_at,
  created_at, updated_at
) on public.tax_details to authenticated;

create trigger set_updated_at
  before update on public.tax_details
  for each row execute function private.set_updated_at();

create trigger record_audit
  after update on public.tax_details
  for each row execute function private.record_audit(
    'tax_details', 'partner_id', 'legal_name', 'business_name', 'tax_classification', 'tin_type',
    'tin_last4', 'address_line1', 'address_line2', 'city', 'state', 'postal_code'
  );

-- An inactive partner still reads their own, as their Earnings (what Payouts owes them).
create policy "partners read their own tax details and admins read all"
  on public.tax_details for select to authenticated
  using (partner_id = (select private.business_id_as('{owner,bookkeeper}')) or (select private.is_admin()));

-- ============================================================================================
-- The TIN's format
-- ============================================================================================

/**
 * The TIN's nine digits when `tin` is a well-formed one of its type (dashes and spaces aside),
 * else null. An SSN has no area 000, 666 or 9xx, no group 00 and no serial 0000; an EIN's
 * prefix is one the IRS assigns (not 00, 07-09, 17-19, 28, 29, 49, 69, 70, 78, 79, 89, 96, 97).
 * The same rule as _shared/portable/tin.ts.
 */
create function private.valid_tin(kind public.tin_type, tin text)
returns text
language sql
immutable
set search_path = ''
as $$
  select d from (select regexp_replace(coalesce(tin, ''), '[\s-]', '', 'g') as d) s
  where d ~ '^[0-9]{9}$'
    and case kind
      when 'ssn' then substr(d, 1, 3) not in ('000', '666') and substr(d, 1, 1) <> '9'
        and substr(d, 4, 2) <> '00' and substr(d, 6, 4) <> '0000'
      else substr(d, 1, 2) not in (
        '00', '07', '08', '09', '17', '18', '19', '28', '29', '49', '69', '70', '78', '79',
        '89', '96', '97'
      )
    end
$$;

-- ============================================================================================
-- Writing and reading the TIN
-- ============================================================================================

/**
 * Saves the caller's W-9: a new TIN goes into Vault (the first time a new secret, then the
 * same secret updated); a null `tin` keeps the one given before. Refuses a caller who is not
 * an active partner (42501), a TIN of the wrong format (TP821, field tin), a first save
 * without a TIN (TP821), a certification not given (TP822) and a signature that is not the
 * caller's full name (TP403).
 */
create function public.save_tax_details(
  legal_name text,
  business_name text,
  tax_classification public.tax_classification,
  tin_type public.tin_type,
  tin text,
  address_line1 text,
  address_line2 text,
  city text,
  state text,
  postal_code text,
  certified boolean,
  signature text
)
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  caller uuid := (select private.business_id_as('{owner,bookkeeper}'));
  existing public.tax_details;
  digits text;
  secret_id uuid;
begin
  if caller is null or not private.is_active_user()
    or not exists (select 1 from public.users u where u.id = caller and u.role = 'partner') then
    raise exception 'only a partner gives their own tax details' using errcode = '42501';
  end if;
  select * into existing from public.tax_details t where t.partner_id = caller for update;
  if tin is null and existing.partner_id is not null and existing.tin_type = save_tax_details.tin_type then
    secret_id := existing.tin_secret_id;
    digits := null;
  else
    digits := private.valid_tin(save_tax_details.tin_type, tin);
    if digits is null then
      raise exception '%', case save_tax_details.tin_type
        when 'ssn' then 'enter a valid SSN: nine digits, as 123-45-6789'
        else 'enter a valid EIN: nine digits, as 12-3456789' end
        using errcode = 'TP821', column = 'tin';
    end if;
  end if;
  if not coalesce(certified, false) then
    raise exception 'please certify that the information is correct'
      using errcode = 'TP822', column = 'certified';
  end if;
  -- The person who signs, whoever of the business they are.
  perform private.check_signature((select auth.uid()), signature);

  if digits is not null then
    if existing.partner_id is null then
      secret_id := vault.create_secret(digits, 'tin:' || caller::text, 'A partner''s TIN (tax_details)');
    else
      secret_id := existing.tin_secret_id;
      perform vault.update_secret(secret_id, digits);
    end if;
  end if;

  insert into public.tax_details as t (
    partner_id, legal_name, business_name, tax_classification, tin_type, tin_last4,
    tin_secret_id, address_line1, address_line2, city, state, postal_code, signature_data,
    signed_at, ip_address, user_agent
  )
  values (
    caller, btrim(legal_name), nullif(btrim(business_name), ''), tax_classification, tin_type,
    coalesce(right(digits, 4), existing.tin_last4), secret_id, btrim(address_line1),
    nullif(btrim(address_line2), ''), btrim(city), upper(btrim(state)), btrim(postal_code),
    btrim(signature), now(),
    case when private.is_client_request() then private.request_client_address() end,
    case when private.is_client_request() then private.request_user_agent() end
  )
  on conflict (partner_id) do update set
    legal_name = excluded.legal_name, business_name = excluded.business_name,
    tax_classification = excluded.tax_classification, tin_type = excluded.tin_type,
    tin_last4 = excluded.tin_last4, address_line1 = excluded.address_line1,
    address_line2 = excluded.address_line2, city = excluded.city, state = excluded.state,
    postal_code = excluded.postal_code, signature_data = excluded.signature_data,
    signed_at = excluded.signed_at, ip_address = excluded.ip_address,
    user_agent = excluded.user_agent;
end;
$$;
revoke all on function public.save_tax_details(
  text, text, public.tax_classification, public.tin_type, text, text, text, text, text, text,
  boolean, text
) from public, anon;
grant execute on function public.save_tax_details(
  text, text, public.tax_classification, public.tin_type, text, text, text, text, text, text,
  boolean, text
) to authenticated;

/**
 * The partner's TIN in clear, from Vault, and its audit log entry (action 'decrypted', entity
 * 'tax_details', the caller, the request's evidence, `{field, reason, taxYear}`), written in
 * the same call (private.read_secret_audited) so that no decryption goes unrecorded. No client role executes it: only
 * the admins' 1099 export (private.export_tax_forms) calls it. Null without tax details, and
 * then nothing is logged.
 */
create function private.decrypt_tin(partner uuid, reason text, tax_year integer)
returns text
language sql
volatile
security definer
set search_path = ''
as $$
  select private.read_secret_audited(
    (select t.tin_secret_id from public.tax_details t where t.partner_id = partner),
    'tax_details', partner::text,
    jsonb_build_object('field', 'tin', 'reason', reason, 'taxYear', tax_year)
  )
$$;
revoke all on function private.decrypt_tin(uuid, text, integer) from public, anon, authenticated;

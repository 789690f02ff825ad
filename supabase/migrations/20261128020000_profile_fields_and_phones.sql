-- The profile's facts, each asked once and kept in one form. One field per fact: a custom
-- profile field may not ask what every profile already holds (names, contact, business, place,
-- rates, availability) nor a licence, which has its own records (partner_licences). A phone
-- number is kept as its digits, however it was written (at the end). The API checks the same list first
-- (supabase/functions/_shared/built-in-fields.ts); tests/db/profile-fields-built-in.test.ts
-- checks the two agree.

-- ============================================================================================
-- The rule
-- ============================================================================================
create or replace function private.profile_field_key(text text)
returns text
language sql
immutable
set search_path = ''
as $$
  select btrim(
    regexp_replace(replace(lower(text), 'licence', 'license'), '[^a-z0-9]+', '_', 'g'),
    '_'
  );
$$;

comment on function private.profile_field_key(text) is
  '"State License Number" and "state_licence_number" both as state_license_number: how a custom field''s name or label is compared with the built-in facts.';

revoke all on function private.profile_field_key(text) from public, anon, authenticated;

create or replace function private.built_in_field_problem(field_name text, field_label text)
returns text
language sql
immutable
set search_path = ''
as $$
  with keys (key) as (
    values (private.profile_field_key(field_name)), (private.profile_field_key(field_label))
  )
  select case
    when exists (select 1 from keys where key like '%license%')
      then 'Licences have their own section on every profile: a custom field may not ask for one'
    when exists (
      select 1 from keys
      where key = any (array[
        'name', 'full_name', 'first_name', 'last_name', 'email', 'email_address', 'phone',
        'phone_number', 'business_name', 'company_name', 'business_type', 'address',
        'business_address', 'business_location', 'business_street_address', 'location',
        'tour_area', 'expertise', 'areas_of_expertise', 'services', 'services_offered',
        'availability', 'group_size', 'max_group_size', 'rate', 'hourly_rate',
        'usual_hourly_rate', 'min_hourly_rate', 'minimum_hourly_rate', 'travel_radius'
      ])
    )
      then 'Every profile already has this: a custom field may not ask for it again'
  end;
$$;

comment on function private.built_in_field_problem(text, text) is
  'Why a custom profile field with this name and label would repeat a built-in fact of every profile (or a licence), or null. The same list as _shared/built-in-fields.ts.';

revoke all on function private.built_in_field_problem(text, text) from public, anon, authenticated;

-- Security definer: the rule's helpers are the product's, not the caller's to execute.
create or replace function private.refuse_built_in_profile_field()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  problem text := private.built_in_field_problem(new.field_name, new.field_label);
begin
  if problem is not null then
    raise exception '%', problem using errcode = 'TP003', column = 'field_label';
  end if;
  return new;
end;
$$;

comment on function private.refuse_built_in_profile_field() is
  'TP003: a custom profile field may not repeat a built-in fact of every profile, nor ask for a licence (COLUMN field_label).';

revoke all on function private.refuse_built_in_profile_field() from public, anon, authenticated;

create trigger refuse_built_in_profile_field
  before insert or update of field_name, field_label on public.profile_fields
  for each row execute function private.refuse_built_in_profile_field();

-- ============================================================================================
-- Data: fields already asking for a built-in fact stop being asked. They are kept (their
-- answers stay in users.custom_fields) but inactive and optional, so no save waits on them.
-- ============================================================================================
update public.profile_fields
set is_active = false, is_required = false
where private.built_in_field_problem(field_name, field_label) is not null
  and (is_active or is_required);

-- ============================================================================================
-- A phone number as people write it ("(707) 555-0142") is kept as its digits, which
-- users_phone_format then checks: the same normalisation as _shared/phone.ts, whoever writes.
-- ============================================================================================
create or replace function private.normalize_phone(phone text)
returns text
language sql
immutable
set search_path = ''
as $$
  select regexp_replace(btrim(phone), '[[:space:]().-]', '', 'g');
$$;

comment on function private.normalize_phone(text) is
  '"(707) 555-0142" as 7075550142: spaces, brackets, dots and dashes dropped (_shared/phone.ts).';

revoke all on function private.normalize_phone(text) from public, anon, authenticated;

create or replace function private.normalize_user_phone()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  new.phone := private.normalize_phone(new.phone);
  return new;
end;
$$;

comment on function private.normalize_user_phone() is
  'Keeps users.phone as the digits users_phone_format checks, however it was written.';

revoke all on function private.normalize_user_phone() from public, anon, authenticated;

create trigger normalize_phone
  before insert or update of phone on public.users
  for each row when (new.phone is not null)
  execute function private.normalize_user_phone();

-- ============================================================================================
-- An inactive partner still reads what he earned and was paid: his Earnings and the admin's
-- Payouts show the same lines. Only changes need an active account.
-- ============================================================================================
drop policy "only active users reach payable lines" on public.payable_lines;

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

drop policy "only active users reach payouts" on public.payouts;

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

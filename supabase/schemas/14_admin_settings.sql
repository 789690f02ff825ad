-- Admin settings: platform-wide key/value settings, for admins only (the /admin/settings page).
-- The settings the product reads have a default here (admin_setting_defaults()) and a CHECK
-- on their value; the database's jobs and the mail sender read them through admin_setting().
-- Triggers on admin_settings: stamp_admin_setting (before insert or update, this file),
-- check_default_waiver (before insert or update of the default waiver, 24_guests.sql) and
-- record_audit (after insert, update or delete, 15_audit_logs.sql).

-- ============================================================================================
-- Value rules the table's checks share
-- ============================================================================================
/** True when `value` is a JSON whole number from `low` to `high`. */
create function private.json_whole_number(value jsonb, low integer, high integer)
returns boolean
language sql
immutable
set search_path = ''
as $$
  select case
    when jsonb_typeof(value) = 'number'
      then value::numeric = trunc(value::numeric) and value::numeric between low and high
    else false
  end
$$;
grant execute on function private.json_whole_number(jsonb, integer, integer) to authenticated, service_role;

/** True when `value` is a JSON string that is one e-mail address (as the settings schema checks it). */
create function private.json_email_address(value jsonb)
returns boolean
language sql
immutable
set search_path = ''
as $$
  select case
    when jsonb_typeof(value) = 'string'
      then char_length(value #>> '{}') <= 254
        and (value #>> '{}') ~ '^[^@\s<>",;]+@[^@\s<>",;.]+(\.[^@\s<>",;.]+)+$'
    else false
  end
$$;
grant execute on function private.json_email_address(jsonb) to authenticated, service_role;

/**
 * Whether `routing` is a US bank routing (ABA) number: nine digits whose weighted sum
 * 3·d1 + 7·d2 + 1·d3 + 3·d4 + … + 1·d9 is a multiple of 10. The same rule as
 * _shared/portable/aba-routing.ts; the ACH settings here and bank accounts (28) use it.
 */
create function private.is_routing_number(routing text)
returns boolean
language sql
immutable
set search_path = ''
as $$
  select case
    when coalesce(routing, '') ~ '^[0-9]{9}$' then (
      select sum(substr(routing, i, 1)::integer * (array[3, 7, 1, 3, 7, 1, 3, 7, 1])[i])
      from generate_series(1, 9) i
    ) % 10 = 0
    else false
  end
$$;
grant execute on function private.is_routing_number(text) to authenticated, service_role;

-- ============================================================================================
-- admin_settings
-- ============================================================================================
create table public.admin_settings (
  id uuid primary key default gen_random_uuid(),
  key text not null unique constraint admin_settings_key_format check (key ~ '^[a-z0-9_.]+$'),
  value jsonb not null default 'null',
  description text,
  category text not null default 'general',
  updated_by uuid references public.users (id) on delete set null,
  updated_at timestamptz not null default now(),
  -- The mail's sender: an address, or a display name and the address in angle brackets.
  constraint admin_settings_email_from check (
    key <> 'email.from' or private.json_email_address(value) or case
      when jsonb_typeof(value) = 'string'
        then char_length(value #>> '{}') <= 200
          and (value #>> '{}') ~ '^[^<>"[:cntrl:]]*[^<>"[:cntrl:][:space:]] <[^<>]+>$'
          and private.json_email_address(to_jsonb(substring(value #>> '{}' from '<([^<>]+)>$')))
      else false
    end
  ),
  -- Reply-to may be empty: replies then go to the support address.
  constraint admin_settings_email_address check (
    key not in ('email.reply_to', 'platform.support_email')
    or private.json_email_address(value)
    or (key = 'email.reply_to' and value = '""')
  ),
  constraint admin_settings_portal_url check (
    key <> 'email.portal_url' or case
      when jsonb_typeof(value) = 'string'
        then char_length(value #>> '{}') <= 200
          and (value #>> '{}') ~ '^https?://[^\s/?#@]+(/[^\s?#]*)?$'
      else false
    end
  ),
  -- The hour of the day, on each user's clock, their daily digest goes out.
  constraint admin_settings_digest_hour check (
    key <> 'email.digest_hour' or private.json_whole_number(value, 0, 23)
  ),
  -- Hours before a tour its two reminders go out: the first earlier than the second.
  constraint admin_settings_reminder_hours check (
    key <> 'email.reminder_hours' or case
      when jsonb_typeof(value) = 'array' and jsonb_array_length(value) = 2
        then private.json_whole_number(value -> 0, 2, 336)
          and private.json_whole_number(value -> 1, 1, 335)
          and (value ->> 0)::integer > (value ->> 1)::integer
      else false
    end
  ),
  -- The liability waiver guests sign when an opportunity names none: a legal
  -- document's id, or null for none. Whether it is an active waiver is asked where it is used
  -- (private.tour_waiver_document, 24_guests.sql), since a document may be retired later.
  constraint admin_settings_default_waiver check (
    key <> 'waivers.default_document_id' or value = 'null' or (
      jsonb_typeof(value) = 'string'
      and (value #>> '{}') ~ '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$'
    )
  ),
  -- How many days ahead of a tour a partner's withdrawal is released at once (82_tour_withdrawal);
  -- later, it is a request an admin decides.
  constraint admin_settings_withdrawal_notice_days check (
    key <> 'tours.withdrawal_notice_days' or private.json_whole_number(value, 0, 90)
  ),
  -- The ACH originator the NACHA file names (docs/tax.md): the fields' NACHA sizes and
  -- characters, routing numbers by their check digit, CCD or PPD entries.
  constraint admin_settings_ach check (
    key !~ '^ach\.' or (jsonb_typeof(value) = 'string' and case key
      when 'ach.company_name' then (value #>> '{}') ~ '^[A-Za-z0-9][A-Za-z0-9 .,&''/()-]{0,15}$'
      when 'ach.company_id' then (value #>> '{}') ~ '^[0-9A-Za-z]{10}$'
      when 'ach.odfi_routing' then private.is_routing_number(value #>> '{}')
      when 'ach.destination_routing' then private.is_routing_number(value #>> '{}')
      when 'ach.destination_name' then (value #>> '{}') ~ '^[A-Za-z0-9][A-Za-z0-9 .,&''/()-]{0,22}$'
      when 'ach.origin_name' then (value #>> '{}') ~ '^[A-Za-z0-9][A-Za-z0-9 .,&''/()-]{0,22}$'
      when 'ach.sec_code' then (value #>> '{}') in ('CCD', 'PPD')
      else false
    end)
  ),
  -- Every data-retention period, `retention.<what>_days`, in whole days.
  constraint admin_settings_retention_days check (
    key !~ '^retention\.' or (key ~ '^retention\.[a-z0-9_]+_days$' and private.json_whole_number(value, 1, 3650))
  )
);
alter table public.admin_settings enable row level security;
revoke all on public.admin_settings from anon;
revoke insert, update, truncate, references, trigger on public.admin_settings from authenticated;

-- ============================================================================================
-- Column privileges
-- ============================================================================================
-- updated_by and updated_at are stamped by stamp_admin_setting().
grant insert (key, value, description, category) on public.admin_settings to authenticated;
grant update (value, description, category) on public.admin_settings to authenticated;

create index admin_settings_updated_by_idx on public.admin_settings (updated_by);

/** Records which admin last changed a setting, and when. */
create function private.stamp_admin_setting()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.updated_by := coalesce((select auth.uid()), new.updated_by);
  new.updated_at := now();
  return new;
end;
$$;

create trigger stamp_admin_setting
  before insert or update on public.admin_settings
  for each row execute function private.stamp_admin_setting();

-- ============================================================================================
-- Policies
-- ============================================================================================
create policy "admins manage settings"
  on public.admin_settings for all to authenticated
  using ((select private.is_admin()))
  with check ((select private.is_admin()));

-- ============================================================================================
-- Reading settings
-- ============================================================================================
/**
 * What each setting the product reads is until an admin saves it (the settings page shows
 * these too). A new data-retention period is one more `retention.<what>_days` line here and
 * its entry in RETENTION_PERIODS (_shared/portable/schemas/admin-settings.ts).
 */
create function private.admin_setting_defaults()
returns jsonb
language sql
immutable
set search_path = ''
as $$
  select jsonb_build_object(
    'email.from', 'Tour Partner Portal <notifications@tourpartner.test>',
    'email.reply_to', '',
    'platform.support_email', 'support@tourpartner.test',
    'email.portal_url', 'http://127.0.0.1:5173',
    'email.digest_hour', 7,
    'email.reminder_hours', jsonb_build_array(24, 2),
    'retention.guest_data_days', 30,
    'waivers.default_document_id', null,
    'tours.withdrawal_notice_days', 7
  )
$$;
grant execute on function private.admin_setting_defaults() to authenticated, service_role;

/** A setting's saved value, else its default (null for a key with neither). For the jobs. */
create function private.admin_setting(setting_key text)
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(
    (select s.value from public.admin_settings s where s.key = setting_key),
    private.admin_setting_defaults() -> setting_key
  )
$$;
revoke all on function private.admin_setting(text) from public;
grant execute on function private.admin_setting(text) to service_role;

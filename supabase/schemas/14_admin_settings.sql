-- Admin settings: platform-wide key/value settings, for admins only.

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
  updated_at timestamptz not null default now()
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


-- Calendar integrations: a partner's link to an external calendar. Provider 'ical' is the
-- private subscription feed of their tours; its access_token is the revocable feed secret that
-- the feed URL carries.

-- ============================================================================================
-- calendar_integrations
-- ============================================================================================
create table public.calendar_integrations (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references public.users (id) on delete cascade,
  provider text not null
    constraint calendar_integrations_provider_values check (provider in ('google', 'apple', 'ical')),
  access_token text,
  refresh_token text,
  expires_at timestamptz,
  calendar_id text,
  is_active boolean not null default true,
  sync_enabled boolean not null default true,
  last_sync_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint calendar_integrations_one_per_provider unique (user_id, provider)
);
alter table public.calendar_integrations enable row level security;
revoke all on public.calendar_integrations from anon;
revoke truncate, references, trigger on public.calendar_integrations from authenticated;

-- The feed function finds the partner by the secret in the URL.
create unique index calendar_integrations_feed_token_idx on public.calendar_integrations (access_token)
  where provider = 'ical';

create trigger set_updated_at
  before update on public.calendar_integrations
  for each row execute function private.set_updated_at();

-- ============================================================================================
-- Policies
-- ============================================================================================
create policy "only active users reach calendar integrations"
  on public.calendar_integrations as restrictive for all to authenticated
  using ((select private.is_active_user()))
  with check ((select private.is_active_user()));

create policy "partners read their integrations and admins read all"
  on public.calendar_integrations for select to authenticated
  using (user_id = (select auth.uid()) or (select private.is_admin()));

create policy "partners add their integrations and admins add any"
  on public.calendar_integrations for insert to authenticated
  with check (user_id = (select auth.uid()) or (select private.is_admin()));

create policy "partners change their integrations and admins change any"
  on public.calendar_integrations for update to authenticated
  using (user_id = (select auth.uid()) or (select private.is_admin()))
  with check (user_id = (select auth.uid()) or (select private.is_admin()));

create policy "partners remove their integrations and admins remove any"
  on public.calendar_integrations for delete to authenticated
  using (user_id = (select auth.uid()) or (select private.is_admin()));

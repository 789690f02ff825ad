-- WhatsApp connections: a partner's messaging-app number for chat. The partner connects and
-- disconnects; verification is the product's (service role) or an admin's.

-- ============================================================================================
-- whatsapp_connections
-- ============================================================================================
create table public.whatsapp_connections (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null unique references public.users (id) on delete cascade,
  phone_number text not null
    constraint whatsapp_connections_phone_format check (phone_number ~ '^\+?[1-9][0-9]{0,15}$'),
  is_verified boolean not null default false,
  status text not null default 'pending'
    constraint whatsapp_connections_status_values
      check (status in ('pending', 'verified', 'failed', 'disconnected')),
  verification_code text,
  whatsapp_business_id text,
  access_token text,
  last_activity timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
alter table public.whatsapp_connections enable row level security;
revoke all on public.whatsapp_connections from anon;
revoke insert, update, truncate, references, trigger on public.whatsapp_connections from authenticated;

-- ============================================================================================
-- Column privileges
-- ============================================================================================
-- The partner gives a number; verification is an admin's or the product's. The verification
-- code and access token are secrets: no client role reads them.
grant insert (user_id, phone_number) on public.whatsapp_connections to authenticated;
grant update (phone_number, is_verified, status) on public.whatsapp_connections to authenticated;

revoke select on public.whatsapp_connections from authenticated;
grant select (
  id, user_id, phone_number, is_verified, status, whatsapp_business_id, last_activity,
  created_at, updated_at
) on public.whatsapp_connections to authenticated;

create trigger set_updated_at
  before update on public.whatsapp_connections
  for each row execute function private.set_updated_at();

/** A partner's new connection starts unverified, whatever the client sent. */
create function private.start_whatsapp_connection_pending()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if private.is_client_request() and not private.is_admin() then
    new.is_verified := false;
    new.status := 'pending';
    new.verification_code := null;
    new.access_token := null;
    new.whatsapp_business_id := null;
  end if;
  return new;
end;
$$;

create trigger start_pending
  before insert on public.whatsapp_connections
  for each row execute function private.start_whatsapp_connection_pending();

-- ============================================================================================
-- Policies
-- ============================================================================================
create policy "only active users reach whatsapp connections"
  on public.whatsapp_connections as restrictive for all to authenticated
  using ((select private.is_active_user()))
  with check ((select private.is_active_user()));

create policy "partners read their connection and admins read all"
  on public.whatsapp_connections for select to authenticated
  using (user_id = (select auth.uid()) or (select private.is_admin()));

create policy "partners connect themselves and admins connect anyone"
  on public.whatsapp_connections for insert to authenticated
  with check (user_id = (select auth.uid()) or (select private.is_admin()));

create policy "admins update connections"
  on public.whatsapp_connections for update to authenticated
  using ((select private.is_admin()))
  with check ((select private.is_admin()));

create policy "partners disconnect themselves and admins disconnect anyone"
  on public.whatsapp_connections for delete to authenticated
  using (user_id = (select auth.uid()) or (select private.is_admin()));


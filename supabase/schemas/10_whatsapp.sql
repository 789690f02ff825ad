-- WhatsApp connections: a partner's messaging-app number. The partner connects through the API
-- (docs/api.md "WhatsApp"): start_whatsapp_verification() makes a 6-digit code, keeps only its
-- hash and answers it once to the API, which sends it in an authentication template;
-- check_whatsapp_code() turns pending into verified. Clients write no column directly; the
-- partner disconnects by deleting the row. An admin may still set the verified flag and status.

-- ============================================================================================
-- whatsapp_connections
-- ============================================================================================
-- Triggers: set_updated_at.
create table public.whatsapp_connections (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null unique references public.users (id) on delete cascade,
  -- E.164, as the API's phone-number library writes it
  phone_number text not null
    constraint whatsapp_connections_phone_format check (phone_number ~ '^\+[1-9][0-9]{6,14}$'),
  is_verified boolean not null default false,
  status text not null default 'pending'
    constraint whatsapp_connections_status_values
      check (status in ('pending', 'verified', 'failed', 'disconnected')),
  -- bcrypt hash of the code last sent (never the code itself)
  verification_code text,
  verification_sent_at timestamptz,
  verification_attempts integer not null default 0
    constraint whatsapp_connections_attempts_range check (verification_attempts between 0 and 5),
  whatsapp_business_id text,
  access_token text,
  -- The partner's last message to the platform's number: WhatsApp's 24-hour service window
  -- (free text inside it, a template outside) runs from here.
  last_activity timestamptz,
  -- The partner replied STOP: nothing is sent until they verify a number again.
  opted_out_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
alter table public.whatsapp_connections enable row level security;
revoke all on public.whatsapp_connections from anon;
revoke insert, update, truncate, references, trigger on public.whatsapp_connections from authenticated;
-- One partner per verified number; unverified claims of a number block no one.
create unique index whatsapp_connections_verified_number
  on public.whatsapp_connections (phone_number) where is_verified;

-- ============================================================================================
-- Column privileges
-- ============================================================================================
-- The partner's number and code go through the functions below; an admin may set the flag and
-- status. The verification code and access token are secrets: no client role reads them.
grant update (is_verified, status) on public.whatsapp_connections to authenticated;

revoke select on public.whatsapp_connections from authenticated;
grant select (
  id, user_id, phone_number, is_verified, status, whatsapp_business_id, last_activity,
  verification_sent_at, verification_attempts, opted_out_at, created_at, updated_at
) on public.whatsapp_connections to authenticated;

create trigger set_updated_at
  before update on public.whatsapp_connections
  for each row execute function private.set_updated_at();

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

create policy "admins update connections"
  on public.whatsapp_connections for update to authenticated
  using ((select private.is_admin()))
  with check ((select private.is_admin()));

create policy "partners disconnect themselves and admins disconnect anyone"
  on public.whatsapp_connections for delete to authenticated
  using (user_id = (select auth.uid()) or (select private.is_admin()));

-- ============================================================================================
-- Verification
-- ============================================================================================
-- SPEC-free product rules: a code lives 10 minutes and takes 5 tries, then a new one
-- is needed; at most 5 codes per partner an hour (private.rate_limits 'whatsapp_codes').

/** How long a verification code may be entered. */
create function private.whatsapp_code_lifetime()
returns interval
language sql
immutable
set search_path = ''
as $$ select interval '10 minutes' $$;

-- Triggers: none. Each row is one code sent (for the rate limit), written by
-- start_whatsapp_verification().
create table private.whatsapp_code_requests (
  user_id uuid not null references public.users (id) on delete cascade,
  created_at timestamptz not null default now()
);
alter table private.whatsapp_code_requests enable row level security;
revoke all on private.whatsapp_code_requests from public, anon, authenticated;
create index whatsapp_code_requests_user on private.whatsapp_code_requests (user_id, created_at desc);

insert into private.rate_limits (name, max_rows, per, what) values
  ('whatsapp_codes', 5, interval '1 hour', 'verification codes');

/**
 * Starts (or starts again) the caller's verification of `phone` (E.164, parsed by the API): the
 * connection is pending and unverified with a new 6-digit code, of which only a bcrypt hash is
 * kept, and the code is answered once, for the API to send. A number another partner verified
 * is refused (TP954); more than 5 codes an hour are refused (TP429).
 */
create function private.start_whatsapp_verification(phone text)
returns text
language plpgsql
security definer
set search_path = ''
as $$
declare
  caller uuid := (select auth.uid());
  code text := lpad((('x' || encode(extensions.gen_random_bytes(4), 'hex'))::bit(32)::bigint % 1000000)::text, 6, '0');
begin
  if caller is null or not private.is_active_user() then
    raise exception 'only an active partner connects a number' using errcode = '42501';
  end if;
  if exists (
    select 1 from public.whatsapp_connections w
    where w.phone_number = phone and w.is_verified and w.user_id <> caller
  ) then
    raise exception 'this number is connected to another account' using errcode = 'TP954',
      column = 'phone_number';
  end if;
  perform pg_advisory_xact_lock(hashtextextended('whatsapp_codes: ' || caller::text, 0));
  perform private.raise_when_over_limit(
    array(select r.created_at from private.whatsapp_code_requests r where r.user_id = caller),
    private.rate_limit('whatsapp_codes')
  );
  insert into private.whatsapp_code_requests (user_id) values (caller);

  insert into public.whatsapp_connections as w (
    user_id, phone_number, is_verified, status, verification_code, verification_sent_at,
    verification_attempts
  )
  values (
    caller, phone, false, 'pending', extensions.crypt(code, extensions.gen_salt('bf', 8)), now(), 0
  )
  on conflict (user_id) do update set
    phone_number = excluded.phone_number,
    -- The same verified number asked again keeps working while the new code is out.
    is_verified = w.is_verified and w.phone_number = excluded.phone_number,
    status = case when w.is_verified and w.phone_number = excluded.phone_number
      then w.status else 'pending' end,
    verification_code = excluded.verification_code,
    verification_sent_at = excluded.verification_sent_at,
    verification_attempts = 0;
  return code;
end;
$$;
grant execute on function private.start_whatsapp_verification(text) to authenticated;

/**
 * One try of the caller's code: 'verified' (the connection is now verified and the code spent),
 * 'wrong' (a try used), 'expired' (older than whatsapp_code_lifetime()), 'exhausted' (5 wrong
 * tries: a new code is needed), 'taken' (another partner verified the number meanwhile) or
 * 'none' (no code out). An outcome rather than an error, so a wrong try's count is kept.
 */
create function private.check_whatsapp_code(code text)
returns text
language plpgsql
security definer
set search_path = ''
as $$
declare
  caller uuid := (select auth.uid());
  connection public.whatsapp_connections;
begin
  if caller is null or not private.is_active_user() then
    raise exception 'only an active partner verifies a number' using errcode = '42501';
  end if;
  select * into connection from public.whatsapp_connections w
  where w.user_id = caller for update;
  if connection.id is null or connection.verification_code is null then
    return 'none';
  end if;
  if connection.verification_attempts >= 5 then
    return 'exhausted';
  end if;
  if connection.verification_sent_at < now() - private.whatsapp_code_lifetime() then
    return 'expired';
  end if;
  if extensions.crypt(code, connection.verification_code) <> connection.verification_code then
    update public.whatsapp_connections w
    set verification_attempts = w.verification_attempts + 1
    where w.id = connection.id;
    return case when connection.verification_attempts + 1 >= 5 then 'exhausted' else 'wrong' end;
  end if;
  if exists (
    select 1 from public.whatsapp_connections w
    where w.phone_number = connection.phone_number and w.is_verified and w.user_id <> caller
  ) then
    return 'taken';
  end if;
  update public.whatsapp_connections w
  set is_verified = true, status = 'verified', verification_code = null,
      verification_attempts = 0, opted_out_at = null
  where w.id = connection.id;
  return 'verified';
end;
$$;
grant execute on function private.check_whatsapp_code(text) to authenticated;

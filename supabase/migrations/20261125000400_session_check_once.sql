-- The permission helpers read the caller's session id once, not once per session.
--
-- private.is_admin(), is_active_user() and is_admin_user() asked whether the claims' session
-- still exists with `s.id = (claims ->> 'session_id')::uuid`, the claims read inside the
-- condition. The planner scanned auth.sessions for it and parsed the request's claims (about a
-- kilobyte of JSON) again for every session row: about 1 ms per check with 80 sessions, and
-- every policy of every statement asks one, so a partner's dashboard figures took 13 ms where
-- they take 2 ms without a session. It grows with the number of signed-in users. The session
-- id is now read into a variable first: the lookup is one primary-key probe, whatever the
-- table holds. A session id that is no uuid is still an error (22P02).

create or replace function private.is_admin()
returns boolean
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  -- The session the access token belongs to (Supabase Auth's `session_id` claim), if any.
  claimed_session uuid :=
    (nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'session_id')::uuid;
begin
  return exists (
    select 1
    from public.users u
    where u.id = (select auth.uid()) and u.role = 'admin' and u.is_active
      and (claimed_session is null or exists (
        select 1 from auth.sessions s
        where s.id = claimed_session and (s.not_after is null or s.not_after > now())
      ))
  );
end;
$$;

create or replace function private.is_active_user()
returns boolean
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  claimed_session uuid :=
    (nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'session_id')::uuid;
begin
  return exists (
    select 1
    from public.users u
    where u.id = (select auth.uid()) and u.is_active
      and (claimed_session is null or exists (
        select 1 from auth.sessions s
        where s.id = claimed_session and (s.not_after is null or s.not_after > now())
      ))
  );
end;
$$;

create or replace function private.is_admin_user(user_id uuid)
returns boolean
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  claimed_session uuid :=
    (nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'session_id')::uuid;
begin
  return exists (
    select 1
    from public.users u
    where u.id = is_admin_user.user_id and u.role = 'admin' and u.is_active
      and (claimed_session is null or exists (
        select 1 from auth.sessions s
        where s.id = claimed_session and (s.not_after is null or s.not_after > now())
      ))
  );
end;
$$;

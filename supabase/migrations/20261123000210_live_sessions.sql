-- Signed-out sessions: an access token stays validly signed until it expires (up to an hour),
-- but signing out deletes its session from auth.sessions. The API asks this helper, inside the
-- statement that opens each request's transaction, whether the token's session (its
-- `session_id` claim) still exists: one primary-key lookup, no extra round trip.

-- ============================================================================================
-- The check
-- ============================================================================================

/**
 * Raises TP301 (the API answers 401) when the session is gone or past its `not_after`. A token
 * without a session (the anon or service key) has nothing to check.
 */
create function private.require_live_session(session_id uuid)
returns boolean
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  if session_id is null then
    return true;
  end if;
  if not exists (
    select 1 from auth.sessions s
    where s.id = require_live_session.session_id
      and (s.not_after is null or s.not_after > now())
  ) then
    raise exception 'this session has ended; sign in again' using errcode = 'TP301';
  end if;
  return true;
end;
$$;

revoke all on function private.require_live_session(uuid) from public;
grant execute on function private.require_live_session(uuid) to authenticated, service_role;

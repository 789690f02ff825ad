-- The admins: the platform always keeps at least one active admin, and no admin removes their
-- own admin access. Checked here rather than only in the API, so that PostgREST, the Auth
-- admin API (deleting an account cascades to its profile) and any script meet the same rule.
-- Ids are compared as uuid, never as text: an id's spelling (upper or lower case) cannot
-- slip past the check.

-- ============================================================================================
-- The guard
-- ============================================================================================

/**
 * Refuses a change that takes an active admin away (demoting, deactivating or deleting one):
 * TP501 when the caller is that admin, TP502 when no other active admin would be left. Admins
 * racing to remove each other are served one after the other (a transaction-scoped advisory
 * lock), so the second one sees the first one's change and is refused.
 */
create function private.keep_an_active_admin()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if not (old.role = 'admin' and old.is_active) then
    return coalesce(new, old);
  end if;
  if tg_op = 'UPDATE' and new.role = 'admin' and new.is_active then
    return new;
  end if;

  -- auth.uid() is null for the service role, the Auth admin API and scripts.
  if old.id = (select auth.uid()) then
    if tg_op = 'DELETE' then
      raise exception 'you cannot delete your own account' using errcode = 'TP501';
    end if;
    raise exception 'you cannot remove your own admin access' using errcode = 'TP501';
  end if;

  perform pg_advisory_xact_lock(hashtextextended('public.users: active admins', 0));
  if not exists (
    select 1 from public.users u
    where u.role = 'admin' and u.is_active and u.id <> old.id
  ) then
    raise exception 'the platform needs at least one active admin' using errcode = 'TP502';
  end if;
  return coalesce(new, old);
end;
$$;

create trigger keep_an_active_admin
  before update of role, is_active or delete on public.users
  for each row execute function private.keep_an_active_admin();

revoke all on function private.keep_an_active_admin() from public;

-- The first admin of a new deployment: `npm run admin:create -- <email>` (or the SQL editor of a
-- hosted project, `select private.promote_to_admin('me@example.com');`) makes an existing account
-- an active admin. Only the database owner may call it: no client role (anon, authenticated)
-- and not the service role, so no API key can reach it. The change is written to the audit log
-- by the users table's audit trigger (entity 'user', the role and activation before and after,
-- no acting user: the product itself).

/**
 * Makes the account with `email` (case-insensitive) an active admin. Returns 'promoted', or
 * 'unchanged' when it already is one (running it again changes nothing and logs nothing).
 * An e-mail no account holds raises P0002: the person signs up first.
 */
create function private.promote_to_admin(email text)
returns text
language plpgsql
set search_path = ''
as $$
declare
  target public.users%rowtype;
begin
  select u.* into target
  from public.users u
  where lower(u.email) = lower(btrim(promote_to_admin.email))
  for update;

  if not found then
    raise exception 'no account has the e-mail %', btrim(promote_to_admin.email)
      using errcode = 'P0002',
        hint = 'Sign up with this e-mail in the app first, then run this again.';
  end if;

  if target.role = 'admin' and target.is_active then
    return 'unchanged';
  end if;

  update public.users
  set role = 'admin', is_active = true
  where id = target.id;
  return 'promoted';
end;
$$;

revoke all on function private.promote_to_admin(text) from public, anon, authenticated, service_role;

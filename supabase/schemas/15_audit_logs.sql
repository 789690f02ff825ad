-- Audit log: who changed what, written by triggers for every admin-relevant change (users'
-- role/activation/verification, opportunities, assignments, bid statuses, tours, profile
-- fields, legal documents, admin settings). Append-only for everyone, the service role and
-- owner included.

-- ============================================================================================
-- audit_logs
-- ============================================================================================
create table public.audit_logs (
  id bigint generated always as identity primary key,
  -- The acting user (auth.uid()); null for the product itself. Not a foreign key: the entry
  -- outlives the account it names.
  user_id uuid,
  -- 'created', 'updated', 'deleted', or the new status when a status changed (e.g. 'accepted').
  action text not null,
  entity text not null,
  entity_id text,
  old_values jsonb,
  new_values jsonb,
  ip_address text,
  user_agent text,
  created_at timestamptz not null default now()
);
alter table public.audit_logs enable row level security;
revoke all on public.audit_logs from anon;
revoke insert, update, truncate, references, trigger on public.audit_logs from authenticated;

-- ============================================================================================
-- Column privileges
-- ============================================================================================
-- An admin's own entry; address and user agent are stamped by stamp_request_evidence(), the
-- time is the default.
grant insert (user_id, action, entity, entity_id, old_values, new_values)
  on public.audit_logs to authenticated;

create index audit_logs_created_at_idx on public.audit_logs (created_at desc);
create index audit_logs_entity_idx on public.audit_logs (entity, entity_id);
create index audit_logs_user_id_idx on public.audit_logs (user_id);

create function private.forbid_audit_rewrite()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  raise exception 'the audit log is append-only' using errcode = '42501';
end;
$$;

create trigger forbid_rewrite
  before update or delete on public.audit_logs
  for each row execute function private.forbid_audit_rewrite();

create trigger forbid_truncate
  before truncate on public.audit_logs
  for each statement execute function private.forbid_audit_rewrite();

-- An admin's own entry carries the request's address and user agent.
create trigger stamp_request_evidence
  before insert on public.audit_logs
  for each row execute function private.stamp_request_evidence();

-- ============================================================================================
-- Recording changes: the audit trigger and the tables it watches
-- ============================================================================================

/**
 * Audit trigger. Arguments: the entity name, the column holding the entity id, and optionally
 * the only columns whose changes matter. An update records just the changed columns, and is
 * skipped when none of those that matter changed. The request's IP and user agent come from
 * `request.headers`, which PostgREST sets and the API sets the same way.
 */
create function private.record_audit()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  old_row jsonb := case when tg_op <> 'INSERT' then to_jsonb(old) end;
  new_row jsonb := case when tg_op <> 'DELETE' then to_jsonb(new) end;
  entity_id text := coalesce(new_row, old_row) ->> tg_argv[1];
  headers jsonb := nullif(current_setting('request.headers', true), '')::jsonb;
  changed text[];
  action text;
begin
  if tg_op = 'UPDATE' then
    changed := array_remove(private.changed_columns(old_row, new_row), 'updated_at');
    if tg_nargs > 2 then
      changed := array(select unnest(changed) intersect select unnest(tg_argv[2:]));
    end if;
    if cardinality(changed) = 0 then
      return null;
    end if;
    old_row := (select jsonb_object_agg(c, old_row -> c) from unnest(changed) c);
    new_row := (select jsonb_object_agg(c, new_row -> c) from unnest(changed) c);
    action := case when 'status' = any(changed) then new_row ->> 'status' else 'updated' end;
  else
    action := case tg_op when 'INSERT' then 'created' else 'deleted' end;
  end if;

  insert into public.audit_logs (
    user_id, action, entity, entity_id, old_values, new_values, ip_address, user_agent
  )
  values (
    (select auth.uid()),
    action,
    tg_argv[0],
    entity_id,
    old_row,
    new_row,
    nullif(btrim(split_part(headers ->> 'x-forwarded-for', ',', 1)), ''),
    headers ->> 'user-agent'
  );
  return null;
end;
$$;

create trigger record_audit
  after update or delete on public.users
  for each row execute function private.record_audit('user', 'id', 'role', 'is_active', 'is_verified');

create trigger record_audit
  after insert or update or delete on public.opportunities
  for each row execute function private.record_audit('opportunity', 'id');

create trigger record_audit
  after insert or delete on public.opportunity_assignments
  for each row execute function private.record_audit('opportunity_assignment', 'opportunity_id');

create trigger record_audit
  after insert or update or delete on public.bids
  for each row execute function private.record_audit('bid', 'id', 'status');

create trigger record_audit
  after insert or update or delete on public.tours
  for each row execute function private.record_audit('tour', 'id');

create trigger record_audit
  after insert or update or delete on public.profile_fields
  for each row execute function private.record_audit('profile_field', 'id');

create trigger record_audit
  after insert or update or delete on public.legal_documents
  for each row execute function private.record_audit('legal_document', 'id');

-- A setting by its key, which is what an admin reads in the log.
create trigger record_audit
  after insert or update or delete on public.admin_settings
  for each row execute function private.record_audit('admin_setting', 'key', 'value', 'description', 'category');

-- ============================================================================================
-- Policies
-- ============================================================================================
create policy "admins read the audit log"
  on public.audit_logs for select to authenticated
  using ((select private.is_admin()));

create policy "admins add entries in their own name"
  on public.audit_logs for insert to authenticated
  with check ((select private.is_admin()) and user_id = (select auth.uid()));

-- ============================================================================================
-- Reading a secret in clear
-- ============================================================================================
/**
 * The clear text of the Vault secret `secret_id`, with its audit log entry ('decrypted' on
 * `about`/`about_id`, the acting user and `details`: which field and why) written in the same
 * call, so no decryption goes unrecorded whoever calls it. Null, and nothing logged, for no
 * secret. The one reader of a partner's secrets (a TIN, an account number); no client role
 * executes it.
 */
create function private.read_secret_audited(secret_id uuid, about text, about_id text, details jsonb)
returns text
language plpgsql
volatile
security definer
set search_path = ''
as $$
begin
  if secret_id is null then
    return null;
  end if;
  insert into public.audit_logs (user_id, action, entity, entity_id, new_values)
  values ((select auth.uid()), 'decrypted', about, about_id, details);
  return (select s.decrypted_secret from vault.decrypted_secrets s where s.id = secret_id);
end;
$$;
revoke all on function private.read_secret_audited(uuid, text, text, jsonb) from public, anon, authenticated;

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

-- Who joined, left or changed role in a business, and who did it (the invite's token is not a change).
create trigger record_audit
  after insert or update or delete on public.team_members
  for each row execute function private.record_audit('team_member', 'id', 'role', 'user_id');

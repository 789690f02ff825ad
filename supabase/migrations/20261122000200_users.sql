-- Users: the profile of every account, keyed by auth.users.id and created by Supabase Auth's
-- insert. Sessions, password hashes and sign-in providers stay in the auth schema.

-- ============================================================================================
-- Types
-- ============================================================================================
create type public.user_role as enum ('admin', 'partner', 'client');

-- ============================================================================================
-- users
-- ============================================================================================
create table public.users (
  id uuid primary key references auth.users (id) on delete cascade,
  email text unique,
  first_name text,
  last_name text,
  profile_image_url text,
  email_verified boolean not null default false,
  phone text constraint users_phone_format check (phone ~ '^\+?[1-9][0-9]{0,15}$'),
  business_name text,
  business_type text,
  business_location text
    constraint users_business_location_length check (char_length(btrim(business_location)) >= 5),
  location text,
  expertise text[] not null default '{}',
  services text[] not null default '{}',
  availability text[] not null default '{}',
  max_group_size integer
    constraint users_max_group_size_range check (max_group_size between 1 and 1000),
  min_hourly_rate numeric(10, 2)
    constraint users_min_hourly_rate_range check (min_hourly_rate between 0 and 10000),
  hourly_rate numeric(10, 2)
    constraint users_hourly_rate_range check (hourly_rate between 0 and 10000),
  is_verified boolean not null default false,
  -- Average of the ratings of completed tours; null until the first rated tour.
  rating numeric(3, 2) constraint users_rating_range check (rating between 1 and 5),
  total_tours integer not null default 0 constraint users_total_tours_positive check (total_tours >= 0),
  total_revenue numeric(10, 2) not null default 0
    constraint users_total_revenue_positive check (total_revenue >= 0),
  role public.user_role not null default 'partner',
  is_active boolean not null default true,
  tags text[] not null default '{}',
  custom_fields jsonb not null default '{}'
    constraint users_custom_fields_object check (jsonb_typeof(custom_fields) = 'object'),
  last_login_at timestamptz,
  google_calendar_token text,
  apple_calendar_id text,
  -- SPEC §4: a profile without business name, business type or expertise holds the partner in
  -- the signup wizard.
  profile_complete boolean generated always as (
    coalesce(btrim(business_name), '') <> ''
    and coalesce(btrim(business_type), '') <> ''
    and cardinality(expertise) > 0
  ) stored,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
alter table public.users enable row level security;
revoke all on public.users from anon;
revoke truncate, references, trigger on public.users from authenticated;

comment on table public.users is
  'The profile of an account. Created by the auth.users insert trigger; email, email_verified and last_login_at follow auth.users.';

create index users_role_is_active_idx on public.users (role, is_active);
-- The admin user list, newest first with the id as the tie-break: the page is the index's
-- first rows instead of a sort of every user.
create index users_created_at_id_idx on public.users (created_at desc, id);

create trigger set_updated_at
  before update on public.users
  for each row execute function private.set_updated_at();

-- ============================================================================================
-- user_admin_notes: the admin-only notes about a user (SPEC users.notes), kept apart so that
-- no partner query can ever select them.
-- ============================================================================================
create table public.user_admin_notes (
  user_id uuid primary key references public.users (id) on delete cascade,
  notes text not null default '',
  updated_by uuid references public.users (id) on delete set null,
  updated_at timestamptz not null default now()
);
alter table public.user_admin_notes enable row level security;
revoke all on public.user_admin_notes from anon;
revoke truncate, references, trigger on public.user_admin_notes from authenticated;

create index user_admin_notes_updated_by_idx on public.user_admin_notes (updated_by);

create trigger set_updated_at
  before update on public.user_admin_notes
  for each row execute function private.set_updated_at();

-- ============================================================================================
-- Permission helpers, used by the policies of every table
-- ============================================================================================

-- PL/pgSQL rather than SQL: a SQL function with its own settings (security definer,
-- search_path) is planned again at every call site of every statement, about 50 µs each, and a
-- request's statements call these from every policy they touch; PL/pgSQL keeps the plan for
-- the session.

-- An inactive admin is no admin: deactivation takes every right away at once.
create function private.is_admin()
returns boolean
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  return exists (
    select 1 from public.users
    where id = (select auth.uid()) and role = 'admin' and is_active
  );
end;
$$;

create function private.is_active_user()
returns boolean
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  return exists (
    select 1 from public.users
    where id = (select auth.uid()) and is_active
  );
end;
$$;

/**
 * `private.is_admin()` for a given user: an active admin. The API's admin routes ask it once
 * per request, with the id from the verified token, in one statement instead of a transaction
 * of their own.
 */
create function private.is_admin_user(user_id uuid)
returns boolean
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  return exists (
    select 1 from public.users u
    where u.id = user_id and u.role = 'admin' and u.is_active
  );
end;
$$;

revoke all on function private.is_admin() from public;
revoke all on function private.is_active_user() from public;
revoke all on function private.is_admin_user(uuid) from public;
grant execute on function private.is_admin() to authenticated, service_role;
grant execute on function private.is_active_user() to authenticated, service_role;
grant execute on function private.is_admin_user(uuid) to service_role;

-- ============================================================================================
-- The profile follows the auth account
-- ============================================================================================

/**
 * Creates the profile of a new auth user. Names come from the sign-up metadata: first_name and
 * last_name (email sign-up), else given_name/family_name (OpenID providers), else full_name or
 * name split at the first space. The role is always the default: never taken from metadata,
 * which the user controls.
 */
create function private.create_user_profile()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  meta jsonb := coalesce(new.raw_user_meta_data, '{}');
  full_name text := nullif(btrim(coalesce(meta ->> 'full_name', meta ->> 'name', '')), '');
begin
  insert into public.users (
    id, email, first_name, last_name, profile_image_url, email_verified, last_login_at
  )
  values (
    new.id,
    new.email,
    coalesce(
      nullif(btrim(meta ->> 'first_name'), ''),
      nullif(btrim(meta ->> 'given_name'), ''),
      split_part(full_name, ' ', 1)
    ),
    coalesce(
      nullif(btrim(meta ->> 'last_name'), ''),
      nullif(btrim(meta ->> 'family_name'), ''),
      nullif(btrim(substr(full_name, char_length(split_part(full_name, ' ', 1)) + 2)), '')
    ),
    coalesce(meta ->> 'avatar_url', meta ->> 'picture'),
    new.email_confirmed_at is not null,
    new.last_sign_in_at
  );
  return new;
end;
$$;

create trigger on_auth_user_created
  after insert on auth.users
  for each row execute function private.create_user_profile();

/** Keeps the profile's copy of the account's email, confirmation and last sign-in current. */
create function private.sync_user_profile()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  update public.users
  set email = new.email,
      email_verified = new.email_confirmed_at is not null,
      last_login_at = new.last_sign_in_at
  where id = new.id
    and (email, email_verified, last_login_at)
      is distinct from (new.email, new.email_confirmed_at is not null, new.last_sign_in_at);
  return new;
end;
$$;

create trigger on_auth_user_updated
  after update of email, email_confirmed_at, last_sign_in_at on auth.users
  for each row execute function private.sync_user_profile();

/**
 * Deleting a profile deletes the account, so "delete user" removes the sign-in as well as the
 * data (SPEC: All user data ... will be permanently deleted). When Auth deletes the account
 * first, the cascade arrives here and finds nothing left to delete.
 */
create function private.delete_auth_account()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  delete from auth.users where id = old.id;
  return old;
end;
$$;

create trigger delete_auth_account
  after delete on public.users
  for each row execute function private.delete_auth_account();

-- ============================================================================================
-- Columns only admins (or the product itself) may change
-- ============================================================================================

/**
 * A client may edit their own profile but not what an admin or the product decides: role,
 * activation, verification, tags, the tour totals and rating, and the fields copied from the
 * auth account.
 */
create function private.guard_user_columns()
returns trigger
language plpgsql
set search_path = ''
as $$
declare
  forbidden text[];
begin
  if not private.is_client_request() then
    return new;
  end if;
  if private.is_admin() then
    return new;
  end if;
  forbidden := array(
    select unnest(private.changed_columns(to_jsonb(old), to_jsonb(new)))
    intersect
    select unnest(array[
      'id', 'email', 'email_verified', 'last_login_at', 'role', 'is_active', 'is_verified',
      'tags', 'rating', 'total_tours', 'total_revenue', 'created_at'
    ])
  );
  if cardinality(forbidden) > 0 then
    raise exception 'only an administrator can change %', array_to_string(forbidden, ', ')
      using errcode = '42501';
  end if;
  return new;
end;
$$;

create trigger guard_user_columns
  before update on public.users
  for each row execute function private.guard_user_columns();

-- ============================================================================================
-- Policies
-- ============================================================================================
-- An inactive user still reads their own profile (to be told they are deactivated) and nothing
-- else; only active users change it.
create policy "people read their own profile and admins read every profile"
  on public.users for select to authenticated
  using (id = (select auth.uid()) or (select private.is_admin()));

create policy "admins create profiles"
  on public.users for insert to authenticated
  with check ((select private.is_admin()));

create policy "active people update their own profile and admins update any profile"
  on public.users for update to authenticated
  using ((id = (select auth.uid()) and (select private.is_active_user())) or (select private.is_admin()))
  with check ((id = (select auth.uid()) and (select private.is_active_user())) or (select private.is_admin()));

create policy "admins delete users"
  on public.users for delete to authenticated
  using ((select private.is_admin()));

create policy "admins manage the notes about users"
  on public.user_admin_notes for all to authenticated
  using ((select private.is_admin()))
  with check ((select private.is_admin()));

revoke all on all functions in schema private from public;

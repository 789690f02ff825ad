-- Platform objects that the Supabase Postgres image, GoTrue and Storage create before any project
-- migration runs. Hosted Supabase and `supabase start` already have them, so they live here and
-- not in supabase/migrations. Every statement is idempotent: this file runs on every start.
-- Run as the bootstrap superuser supabase_admin.

-- ============================================================================================
-- Roles (supabase/postgres init-scripts/00000000000000-initial-schema.sql and the demotion of
-- postgres in 10000000000000_demote-postgres.sql)
-- ============================================================================================
do $$
declare
  r record;
begin
  for r in
    select * from (values
      ('anon', 'nologin inherit'),
      ('authenticated', 'nologin inherit'),
      ('service_role', 'nologin inherit bypassrls'),
      ('authenticator', 'login noinherit'),
      ('supabase_auth_admin', 'login noinherit createrole'),
      ('supabase_storage_admin', 'login noinherit createrole'),
      ('supabase_realtime_admin', 'nologin noinherit'),
      ('postgres', 'login createdb createrole replication bypassrls nosuperuser')
    ) as roles(name, attrs)
  loop
    if not exists (select 1 from pg_roles where rolname = r.name) then
      execute format('create role %I %s', r.name, r.attrs);
    end if;
  end loop;
end
$$;

alter role postgres with password 'postgres';
alter role authenticator with password 'postgres';
alter role supabase_auth_admin with password 'postgres';
alter role supabase_storage_admin with password 'postgres';

grant anon, authenticated, service_role to authenticator;
grant anon, authenticated, service_role to postgres;
-- postgres may write policies on storage.objects and triggers on auth.users, as on Supabase.
grant supabase_storage_admin to postgres;
grant supabase_auth_admin to postgres;

alter role anon set statement_timeout = '3s';
alter role authenticated set statement_timeout = '8s';
alter role authenticator set statement_timeout = '8s';
alter role authenticator set lock_timeout = '8s';

alter database postgres owner to postgres;
grant all on database postgres to postgres;
alter role postgres set search_path = "$user", public, extensions;
alter role supabase_admin set search_path = public, extensions;

-- ============================================================================================
-- Schemas and extensions
-- ============================================================================================
create schema if not exists extensions;
grant usage on schema extensions to postgres, anon, authenticated, service_role;
alter default privileges in schema extensions
  grant execute on functions to postgres, anon, authenticated, service_role;
create extension if not exists "uuid-ossp" with schema extensions;
create extension if not exists pgcrypto with schema extensions;

grant usage on schema public to postgres, anon, authenticated, service_role;
alter default privileges in schema public
  grant all on tables to postgres, anon, authenticated, service_role;
alter default privileges in schema public
  grant all on functions to postgres, anon, authenticated, service_role;
alter default privileges in schema public
  grant all on sequences to postgres, anon, authenticated, service_role;
alter default privileges for role postgres in schema public
  grant all on tables to postgres, anon, authenticated, service_role;
alter default privileges for role postgres in schema public
  grant all on functions to postgres, anon, authenticated, service_role;
alter default privileges for role postgres in schema public
  grant all on sequences to postgres, anon, authenticated, service_role;

create schema if not exists auth authorization supabase_auth_admin;
create schema if not exists storage authorization supabase_storage_admin;
create schema if not exists realtime;
grant usage on schema auth to postgres, anon, authenticated, service_role;
grant usage on schema storage to postgres, anon, authenticated, service_role;
grant usage on schema realtime to postgres, anon, authenticated, service_role;
alter default privileges for role supabase_storage_admin in schema storage
  grant all on tables to postgres, anon, authenticated, service_role;
alter default privileges for role supabase_storage_admin in schema storage
  grant all on functions to postgres, anon, authenticated, service_role;
alter default privileges for role supabase_storage_admin in schema storage
  grant all on sequences to postgres, anon, authenticated, service_role;

-- ============================================================================================
-- auth: GoTrue's tables in their current shape (supabase/auth migrations)
-- ============================================================================================
set role supabase_auth_admin;

do $$
begin
  if not exists (select 1 from pg_type where typname = 'aal_level' and typnamespace = 'auth'::regnamespace) then
    create type auth.aal_level as enum ('aal1', 'aal2', 'aal3');
  end if;
  if not exists (select 1 from pg_type where typname = 'code_challenge_method' and typnamespace = 'auth'::regnamespace) then
    create type auth.code_challenge_method as enum ('s256', 'plain');
  end if;
  if not exists (select 1 from pg_type where typname = 'one_time_token_type' and typnamespace = 'auth'::regnamespace) then
    create type auth.one_time_token_type as enum (
      'confirmation_token', 'reauthentication_token', 'recovery_token',
      'email_change_token_new', 'email_change_token_current', 'phone_change_token'
    );
  end if;
end
$$;

create table if not exists auth.users (
  instance_id uuid,
  id uuid not null primary key,
  aud varchar(255),
  role varchar(255),
  email varchar(255),
  encrypted_password varchar(255),
  email_confirmed_at timestamptz,
  invited_at timestamptz,
  confirmation_token varchar(255),
  confirmation_sent_at timestamptz,
  recovery_token varchar(255),
  recovery_sent_at timestamptz,
  email_change_token_new varchar(255),
  email_change varchar(255),
  email_change_sent_at timestamptz,
  last_sign_in_at timestamptz,
  raw_app_meta_data jsonb,
  raw_user_meta_data jsonb,
  is_super_admin boolean,
  created_at timestamptz,
  updated_at timestamptz,
  phone text unique default null,
  phone_confirmed_at timestamptz,
  phone_change text default '',
  phone_change_token varchar(255) default '',
  phone_change_sent_at timestamptz,
  confirmed_at timestamptz generated always as (least(email_confirmed_at, phone_confirmed_at)) stored,
  email_change_token_current varchar(255) default '',
  email_change_confirm_status smallint default 0 check (email_change_confirm_status between 0 and 2),
  banned_until timestamptz,
  reauthentication_token varchar(255) default '',
  reauthentication_sent_at timestamptz,
  is_sso_user boolean not null default false,
  deleted_at timestamptz,
  is_anonymous boolean not null default false
);
create unique index if not exists users_email_partial_key on auth.users (email) where (is_sso_user = false);
create index if not exists users_instance_id_idx on auth.users (instance_id);
create index if not exists users_is_anonymous_idx on auth.users (is_anonymous);

create table if not exists auth.identities (
  provider_id text not null,
  user_id uuid not null references auth.users (id) on delete cascade,
  identity_data jsonb not null,
  provider text not null,
  last_sign_in_at timestamptz,
  created_at timestamptz,
  updated_at timestamptz,
  email text generated always as (lower(identity_data ->> 'email')) stored,
  id uuid not null default gen_random_uuid() primary key,
  constraint identities_provider_id_provider_unique unique (provider_id, provider)
);
create index if not exists identities_user_id_idx on auth.identities (user_id);
create index if not exists identities_email_idx on auth.identities (email text_pattern_ops);

create table if not exists auth.sessions (
  id uuid not null primary key,
  user_id uuid not null references auth.users (id) on delete cascade,
  created_at timestamptz,
  updated_at timestamptz,
  factor_id uuid,
  aal auth.aal_level,
  not_after timestamptz,
  refreshed_at timestamp,
  user_agent text,
  ip inet,
  tag text
);
create index if not exists sessions_user_id_idx on auth.sessions (user_id);

create table if not exists auth.refresh_tokens (
  instance_id uuid,
  id bigserial primary key,
  token varchar(255) unique,
  user_id varchar(255),
  revoked boolean,
  created_at timestamptz,
  updated_at timestamptz,
  parent varchar(255),
  session_id uuid references auth.sessions (id) on delete cascade
);
create index if not exists refresh_tokens_session_id_revoked_idx on auth.refresh_tokens (session_id, revoked);
create index if not exists refresh_tokens_parent_idx on auth.refresh_tokens (parent);

create table if not exists auth.flow_state (
  id uuid primary key,
  user_id uuid,
  auth_code text not null,
  code_challenge_method auth.code_challenge_method not null,
  code_challenge text not null,
  provider_type text not null,
  provider_access_token text,
  provider_refresh_token text,
  created_at timestamptz,
  updated_at timestamptz,
  authentication_method text not null,
  auth_code_issued_at timestamptz
);
create index if not exists idx_auth_code on auth.flow_state (auth_code);

create table if not exists auth.one_time_tokens (
  id uuid primary key,
  user_id uuid not null references auth.users (id) on delete cascade,
  token_type auth.one_time_token_type not null,
  token_hash text not null check (char_length(token_hash) > 0),
  relates_to text not null,
  created_at timestamp not null default now(),
  updated_at timestamp not null default now()
);
create index if not exists one_time_tokens_token_hash_hash_idx on auth.one_time_tokens using hash (token_hash);
create unique index if not exists one_time_tokens_user_id_token_type_key on auth.one_time_tokens (user_id, token_type);

create table if not exists auth.mfa_amr_claims (
  session_id uuid not null references auth.sessions (id) on delete cascade,
  created_at timestamptz not null,
  updated_at timestamptz not null,
  authentication_method text not null,
  id uuid not null primary key,
  constraint mfa_amr_claims_session_id_authentication_method_pkey unique (session_id, authentication_method)
);

create table if not exists auth.audit_log_entries (
  instance_id uuid,
  id uuid not null primary key,
  payload json,
  created_at timestamptz,
  ip_address varchar(64) not null default ''
);

-- The JWT helpers read the claims PostgREST, Storage and Realtime put in request.jwt.claims.
create or replace function auth.uid() returns uuid
language sql stable
as $$
  select coalesce(
    nullif(current_setting('request.jwt.claim.sub', true), ''),
    (nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'sub')
  )::uuid
$$;

create or replace function auth.role() returns text
language sql stable
as $$
  select coalesce(
    nullif(current_setting('request.jwt.claim.role', true), ''),
    (nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'role')
  )::text
$$;

create or replace function auth.email() returns text
language sql stable
as $$
  select coalesce(
    nullif(current_setting('request.jwt.claim.email', true), ''),
    (nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'email')
  )::text
$$;

create or replace function auth.jwt() returns jsonb
language sql stable
as $$
  select coalesce(
    nullif(current_setting('request.jwt.claim', true), ''),
    nullif(current_setting('request.jwt.claims', true), '')
  )::jsonb
$$;

reset role;

grant execute on function auth.uid(), auth.role(), auth.email(), auth.jwt()
  to postgres, anon, authenticated, service_role;
grant all on all tables in schema auth to postgres, supabase_admin;
grant all on all sequences in schema auth to postgres, supabase_admin;

-- ============================================================================================
-- storage: Storage API's tables in their current shape (supabase/storage tenant migrations)
-- ============================================================================================
set role supabase_storage_admin;

create table if not exists storage.buckets (
  id text not null primary key,
  name text not null,
  owner uuid,
  owner_id text,
  created_at timestamptz default now(),
  updated_at timestamptz default now(),
  public boolean default false,
  avif_autodetection boolean default false,
  file_size_limit bigint,
  allowed_mime_types text[]
);
create unique index if not exists bname on storage.buckets (name);

create table if not exists storage.objects (
  id uuid not null default gen_random_uuid() primary key,
  bucket_id text references storage.buckets (id),
  name text,
  owner uuid,
  owner_id text,
  created_at timestamptz default now(),
  updated_at timestamptz default now(),
  last_accessed_at timestamptz default now(),
  metadata jsonb,
  path_tokens text[] generated always as (string_to_array(name, '/')) stored,
  version text,
  user_metadata jsonb
);
create unique index if not exists bucketid_objname on storage.objects (bucket_id, name);
create index if not exists name_prefix_search on storage.objects (name text_pattern_ops);

alter table storage.buckets enable row level security;
alter table storage.objects enable row level security;

create or replace function storage.foldername(name text) returns text[]
language plpgsql immutable
as $$
declare
  _parts text[];
begin
  select string_to_array(name, '/') into _parts;
  return _parts[1 : array_length(_parts, 1) - 1];
end
$$;

create or replace function storage.filename(name text) returns text
language plpgsql immutable
as $$
declare
  _parts text[];
begin
  select string_to_array(name, '/') into _parts;
  return _parts[array_length(_parts, 1)];
end
$$;

create or replace function storage.extension(name text) returns text
language plpgsql immutable
as $$
declare
  _filename text;
begin
  select storage.filename(name) into _filename;
  if position('.' in _filename) = 0 then
    return '';
  end if;
  return reverse(split_part(reverse(_filename), '.', 1));
end
$$;

create or replace function storage.update_updated_at_column() returns trigger
language plpgsql
as $$
begin
  new.updated_at = now();
  return new;
end
$$;

drop trigger if exists update_objects_updated_at on storage.objects;
create trigger update_objects_updated_at
  before update on storage.objects
  for each row execute function storage.update_updated_at_column();

-- Rows of storage are removed through the Storage API only: a plain DELETE would orphan files.
create or replace function storage.protect_delete() returns trigger
language plpgsql
as $$
begin
  if coalesce(current_setting('storage.allow_delete_query', true), 'false') <> 'true' then
    raise exception 'Direct deletion from storage tables is not allowed. Use the Storage API instead.'
      using hint = 'This prevents accidental data loss from orphaned objects.',
            errcode = '42501';
  end if;
  return null;
end
$$;

drop trigger if exists protect_buckets_delete on storage.buckets;
create trigger protect_buckets_delete
  before delete on storage.buckets
  for each statement execute function storage.protect_delete();
drop trigger if exists protect_objects_delete on storage.objects;
create trigger protect_objects_delete
  before delete on storage.objects
  for each statement execute function storage.protect_delete();

reset role;

grant all on storage.buckets, storage.objects to postgres, anon, authenticated, service_role;
grant execute on function storage.foldername(text), storage.filename(text), storage.extension(text)
  to postgres, anon, authenticated, service_role;

-- ============================================================================================
-- realtime: the publication whose tables stream postgres_changes
-- ============================================================================================
do $$
begin
  if not exists (select 1 from pg_publication where pubname = 'supabase_realtime') then
    create publication supabase_realtime;
  end if;
end
$$;
alter publication supabase_realtime owner to postgres;

-- ============================================================================================
-- vault and net: the parts of supabase_vault and pg_net this project uses (Supabase documents
-- pg_cron + pg_net + Vault for calling Edge Functions; the tax details keep each TIN as a
-- secret, docs/tax.md). As in Vault, a secret is stored encrypted by a trigger and read in
-- clear only through vault.decrypted_secrets; the key is no table's: Vault's lives outside the
-- database, this stand-in's in vault_root.key of the data directory, written once here and read
-- only by the superuser's functions below. net.http_post queues the request and the local
-- stack's cron performs it, as pg_net's background worker does.
-- ============================================================================================
create schema if not exists vault;
create table if not exists vault.secrets (
  id uuid primary key default gen_random_uuid(),
  name text unique,
  description text not null default '',
  secret text not null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
do $$
begin
  if pg_stat_file('vault_root.key', true) is null then
    execute format(
      'copy (select encode(extensions.gen_random_bytes(32), %L)) to %L', 'hex',
      current_setting('data_directory') || '/vault_root.key'
    );
  end if;
end
$$;
create or replace function vault._root_key()
returns text
language sql
security definer
set search_path = ''
as $$
  select btrim(pg_read_file('vault_root.key'), E' \n')
$$;
create or replace function vault._decrypt(ciphertext text)
returns text
language sql
security definer
set search_path = ''
as $$
  select extensions.pgp_sym_decrypt(decode(ciphertext, 'base64'), vault._root_key())
$$;
create or replace function vault._encrypt_secret()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if tg_op = 'INSERT' or new.secret is distinct from old.secret then
    new.secret := encode(extensions.pgp_sym_encrypt(new.secret, vault._root_key()), 'base64');
  end if;
  return new;
end;
$$;
drop trigger if exists secrets_encrypt_secret on vault.secrets;
create trigger secrets_encrypt_secret
  before insert or update on vault.secrets
  for each row execute function vault._encrypt_secret();
-- Secrets an earlier version kept in plain text (the stack writes its own again at start).
delete from vault.secrets s where s.secret not like 'ww0E%';
create or replace view vault.decrypted_secrets as
  select id, name, description, secret, vault._decrypt(secret) as decrypted_secret, created_at,
    updated_at
  from vault.secrets;
create or replace function vault.create_secret(
  new_secret text, new_name text default null, new_description text default ''
)
returns uuid
language sql
security definer
set search_path = ''
as $$
  insert into vault.secrets (secret, name, description) values (new_secret, new_name, new_description)
  returning id
$$;
create or replace function vault.update_secret(
  secret_id uuid, new_secret text default null, new_name text default null,
  new_description text default null
)
returns void
language sql
security definer
set search_path = ''
as $$
  update vault.secrets set secret = coalesce(new_secret, secret), name = coalesce(new_name, name),
    description = coalesce(new_description, description), updated_at = now()
  where id = secret_id
$$;
revoke all on schema vault from public;
revoke all on all functions in schema vault from public;
grant usage on schema vault to postgres, service_role;
grant select on vault.decrypted_secrets to postgres, service_role;
grant execute on function vault.create_secret(text, text, text),
  vault.update_secret(uuid, text, text, text), vault._decrypt(text)
  to postgres, service_role;

create schema if not exists net;
create table if not exists net.http_request_queue (
  id bigserial primary key,
  method text not null,
  url text not null,
  headers jsonb not null default '{}',
  body jsonb,
  timeout_milliseconds integer not null default 5000,
  created_at timestamptz not null default now()
);
create or replace function net.http_post(
  url text, body jsonb default '{}', params jsonb default '{}', headers jsonb default '{}',
  timeout_milliseconds integer default 5000
)
returns bigint
language sql
security definer
set search_path = ''
as $$
  insert into net.http_request_queue (method, url, headers, body, timeout_milliseconds)
  values ('POST', url, headers, body, timeout_milliseconds)
  returning id
$$;
revoke all on schema net from public;
grant usage on schema net to postgres, service_role;
grant execute on all functions in schema net to postgres, service_role;

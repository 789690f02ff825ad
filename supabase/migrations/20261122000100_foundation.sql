-- Foundation: the private schema for helpers, the extensions the schema relies on, and the
-- trigger functions every area shares.
--
-- Conventions used by every migration after this one:
-- * Tables live in `public` with row-level security enabled right after `create table`.
--   Supabase's default privileges grant every new public table to anon and authenticated; each
--   table revokes everything from anon (no page needs the database signed-out) and revokes
--   TRUNCATE/REFERENCES/TRIGGER from authenticated (TRUNCATE ignores RLS).
-- * Helpers and trigger functions live in `private`, which the Data API does not expose.
--   Functions that must see past RLS are `security definer` with an empty search_path and
--   qualify every name. A migration that adds some ends by revoking EXECUTE on them from
--   PUBLIC (which Postgres grants on every new function) and grants it only to the roles that
--   call them.
-- * Each area is one migration and defines each of its objects once; a migration uses only
--   what earlier ones define. Once applied to a hosted project they are frozen: a change is a
--   new migration.
-- * Rule violations raise an SQLSTATE the API maps to an HTTP status (docs/database.md):
--   class TP for product rules (409), 42501 for "not allowed" (403), P0002 for "not found"
--   (404); range and shape rules are named CHECK constraints (23514, 400).

-- ============================================================================================
-- Extensions
-- ============================================================================================
-- Trigram indexes make the case-insensitive search over opportunities fast at 100k rows.
create extension if not exists pg_trgm with schema extensions;

-- ============================================================================================
-- The private schema
-- ============================================================================================
create schema if not exists private;
revoke all on schema private from public;
-- Policies call helpers from here as the requesting role, so that role needs to reach them.
grant usage on schema private to authenticated, service_role;

-- ============================================================================================
-- Shared trigger functions
-- ============================================================================================

-- Keeps `updated_at` honest whatever the client sends.
create function private.set_updated_at()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.updated_at := now();
  return new;
end;
$$;

/**
 * The names of the columns whose value differs between two row images. Used by the column
 * guards (what did a client try to change?) and by the audit log (what changed?).
 */
create function private.changed_columns(old_row jsonb, new_row jsonb)
returns text[]
language sql
immutable
set search_path = ''
as $$
  select coalesce(array_agg(n.key order by n.key), '{}')
  from jsonb_each(new_row) as n
  where n.value is distinct from old_row -> n.key
$$;

/**
 * True when the statement comes from a client role (anon or authenticated), as opposed to the
 * service role, the migration owner, or a security definer function acting for the product.
 * Column guards only restrict clients.
 */
create function private.is_client_request()
returns boolean
language sql
stable
set search_path = ''
as $$
  select current_user in ('anon', 'authenticated')
$$;

/** Records who created a row, whatever the client claims (opportunities, legal documents). */
create function private.stamp_created_by()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.created_by := coalesce((select auth.uid()), new.created_by);
  return new;
end;
$$;

revoke all on all functions in schema private from public;
grant execute on function private.changed_columns(jsonb, jsonb) to authenticated, service_role;
grant execute on function private.is_client_request() to authenticated, service_role;

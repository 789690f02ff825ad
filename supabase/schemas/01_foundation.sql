-- Foundation: the private schema for helpers, the extensions the schema relies on, the
-- trigger functions every area shares, the request helpers, the label limit and the rate limits.
--
-- Conventions of every schema file (supabase/schemas, applied in the order of their names):
-- * Tables live in `public` with row-level security enabled right after `create table`.
--   Supabase's default privileges grant every new public table to anon and authenticated; each
--   table revokes everything from anon (no page needs the database signed-out) and revokes
--   INSERT/UPDATE and TRUNCATE/REFERENCES/TRIGGER from authenticated (TRUNCATE ignores RLS).
--   The Data API serves every public table to anyone with a session, so the columns a client
--   may write are granted one by one in each area's "Column privileges" section, beside the
--   table's policies; any other column is refused (42501) whatever the policies allow, and
--   ids, timestamps, statuses, flags and the request's evidence come from defaults and
--   triggers instead (docs/security.md lists them).
-- * Every text, list and catalogue value a client can write is bounded by a CHECK exactly as
--   the API's zod schemas bound it (supabase/functions/_shared/portable/schemas), so a request sent
--   straight to the Data API meets the same rules as one sent through `/api`. The limits test
--   (tests/db/limits-agreement.test.ts) reads them back by name: a text limit is
--   `<table>_<column>_length` written `char_length(col) <= N`; a list of labels is
--   `<table>_<column>_labels` calling private.labels_within(col, max_items, max_length); a
--   catalogue is `<table>_<column>_values`. The API trims text before it checks the length;
--   the database counts what it is given.
-- * Helpers and trigger functions live in `private`, which the Data API does not expose.
--   Functions that must see past RLS are `security definer` with an empty search_path and
--   qualify every name. Each is granted EXECUTE beside its definition, only to the roles that
--   call it; 99_private_function_privileges.sql revokes what PUBLIC gets on every new function.
-- * Each area is one file and defines each of its objects once, in final form; a file uses
--   only what earlier ones define. supabase/migrations is generated from these files (README,
--   "Changing the schema"): never edit a migration by hand.
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
grant execute on function private.changed_columns(jsonb, jsonb) to authenticated, service_role;

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
grant execute on function private.is_client_request() to authenticated, service_role;

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

/**
 * Records who last edited an admin note (users', bids' and tours' admin notes), and when: the
 * caller, whatever the client claims.
 */
create function private.stamp_note_editor()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.updated_at := now();
  if private.is_client_request() then
    new.updated_by := (select auth.uid());
  end if;
  return new;
end;
$$;

-- ============================================================================================
-- The request, as PostgREST (and the API's asCaller) describe it
-- ============================================================================================

/** One header of the current request from `request.headers`; null outside a request. */
create function private.request_header(name text)
returns text
language sql
stable
set search_path = ''
as $$
  select nullif(current_setting('request.headers', true), '')::jsonb ->> name
$$;
grant execute on function private.request_header(text) to authenticated, service_role;

/** The client's address: the first x-forwarded-for entry, at most 100 characters. */
create function private.request_client_address()
returns text
language sql
stable
set search_path = ''
as $$
  select left(nullif(btrim(split_part(private.request_header('x-forwarded-for'), ',', 1)), ''), 100)
$$;
grant execute on function private.request_client_address() to authenticated, service_role;

/** The client's user agent, at most 500 characters. */
create function private.request_user_agent()
returns text
language sql
stable
set search_path = ''
as $$
  select left(nullif(private.request_header('user-agent'), ''), 500)
$$;
grant execute on function private.request_user_agent() to authenticated, service_role;

/**
 * Stamps the request's evidence (ip_address, user_agent) on a row a client inserts, never the
 * client's word (agreements, admins' own audit entries).
 */
create function private.stamp_request_evidence()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if private.is_client_request() then
    new.ip_address := private.request_client_address();
    new.user_agent := private.request_user_agent();
  end if;
  return new;
end;
$$;

-- ============================================================================================
-- Input limits
-- ============================================================================================

/**
 * True when `labels` holds at most `max_items` entries (no bound when null), each of them
 * non-blank and at most `max_length` characters.
 */
create function private.labels_within(labels text[], max_items integer, max_length integer)
returns boolean
language sql
immutable
set search_path = ''
as $$
  select (max_items is null or coalesce(cardinality(labels), 0) <= max_items)
    and not exists (
      select 1 from unnest(labels) as label
      where label is null or btrim(label) = '' or char_length(label) > max_length
    )
$$;
grant execute on function private.labels_within(text[], integer, integer) to authenticated, service_role;

-- ============================================================================================
-- Per-user rate limits
-- ============================================================================================
-- On the things a partner can repeat quickly (chat messages, bids), counted by the database so
-- that PostgREST is limited exactly like the API. A refusal raises TP429 with the seconds to
-- wait in its DETAIL ('retry-after: <n>'); the API answers 429 with a Retry-After header
-- (docs/api.md). Each limit is one row of private.rate_limits, added by the area it limits
-- with a limit_rate() trigger on its table.
-- Only client requests (anon, authenticated) are limited: the product's own writes (the
-- Support agent's answers, written with the service role) are not. The limiting trigger runs
-- as the caller (not security definer), so it tells a client from the service role, and counts
-- rows the caller can read anyway: their own.

create table private.rate_limits (
  name text primary key,
  max_rows integer not null constraint rate_limits_max_rows_positive check (max_rows > 0),
  per interval not null constraint rate_limits_per_positive check (per > interval '0'),
  what text not null
);
revoke all on private.rate_limits from public;

comment on table private.rate_limits is
  'Per-user rate limits: at most max_rows rows per user within per. Not reachable by clients.';

/** A limit by name; security definer so that the triggers, running as the caller, may read it. */
create function private.rate_limit(limit_name text)
returns private.rate_limits
language sql
stable
security definer
set search_path = ''
as $$
  select * from private.rate_limits where name = limit_name
$$;
grant execute on function private.rate_limit(text) to authenticated, service_role;

/**
 * Refuses a row when `recent` (the creation times of the same user's earlier rows, in any order;
 * those outside the window not counted) holds `max_rows` within `rate_limit`'s window: TP429
 * with the seconds until the oldest of them leaves it. The window and the count are the
 * rate_limits row's alone. Callers hold a per-user advisory lock, so simultaneous inserts of one
 * user are counted one after the other.
 */
create function private.raise_when_over_limit(recent timestamptz[], rate_limit private.rate_limits)
returns void
language plpgsql
stable
set search_path = ''
as $$
declare
  counted timestamptz[] := array(
    select t from unnest(recent) t where t > now() - rate_limit.per
    order by t desc limit rate_limit.max_rows
  );
  wait_seconds integer;
begin
  if cardinality(counted) < rate_limit.max_rows then
    return;
  end if;
  wait_seconds := greatest(
    1, ceil(extract(epoch from counted[rate_limit.max_rows] + rate_limit.per - now()))::integer
  );
  raise exception 'you are sending % too quickly; try again in % seconds',
    rate_limit.what, wait_seconds
    using errcode = 'TP429', detail = format('retry-after: %s', wait_seconds);
end;
$$;
grant execute on function private.raise_when_over_limit(timestamptz[], private.rate_limits)
  to authenticated, service_role;

/**
 * Refuses a new row of `counted_user` in `rows_of` over the limit `limit_name` (TP429): their
 * newest rows by created_at, the user named by `user_column`. Runs as the caller; the lock is per
 * limit and user. The caller stamps the new row's created_at with now() (server time: a client's
 * own created_at would let it step aside).
 */
create function private.check_rate_limit(
  limit_name text,
  rows_of regclass,
  user_column text,
  counted_user uuid
)
returns void
language plpgsql
set search_path = ''
as $$
declare
  rate_limit private.rate_limits := private.rate_limit(limit_name);
  recent timestamptz[];
begin
  perform pg_advisory_xact_lock(hashtextextended(limit_name || ': ' || counted_user::text, 0));
  execute format(
    'select array(select created_at from %s where %I = $1 and created_at > now() - $2
       order by created_at desc limit $3)',
    rows_of, user_column
  )
  into recent
  using counted_user, rate_limit.per, rate_limit.max_rows;
  perform private.raise_when_over_limit(recent, rate_limit);
end;
$$;
grant execute on function private.check_rate_limit(text, regclass, text, uuid)
  to authenticated, service_role;

/**
 * The rate-limit trigger (before insert) of a client's rows. Arguments: the limit's name in
 * private.rate_limits, and the column naming the user whose rows are counted.
 */
create function private.limit_rate()
returns trigger
language plpgsql
set search_path = ''
as $$
declare
  counted_user uuid := to_jsonb(new) ->> tg_argv[1];
begin
  if not private.is_client_request() or counted_user is null then
    return new;
  end if;
  new.created_at := now();
  perform private.check_rate_limit(tg_argv[0], tg_relid::regclass, tg_argv[1], counted_user);
  return new;
end;
$$;


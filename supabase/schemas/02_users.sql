-- Users: the profile of every account, keyed by auth.users.id and created by Supabase Auth's
-- insert. Sessions, password hashes and sign-in providers stay in the auth schema.

-- ============================================================================================
-- Types
-- ============================================================================================
create type public.user_role as enum ('admin', 'partner', 'client');

-- ============================================================================================
-- Expertise keywords
-- ============================================================================================

/**
 * The keywords of expertise labels cut to a common stem, so that the profile's vocabulary and
 * the opportunities' meet ("Sustainable practices" and "Sustainability practices",
 * "Processing & extraction" and "Extraction/processing").
 */
create function private.expertise_keywords(labels text[])
returns text[]
language sql
immutable
set search_path = ''
as $$
  select coalesce(array_agg(distinct left(w, 6)), '{}')
  from unnest(labels) l, regexp_split_to_table(lower(l), '[^a-z]+') w
  where char_length(w) >= 3
    and w not in ('and', 'the', 'for', 'cannabis', 'services', 'service')
$$;
grant execute on function private.expertise_keywords(text[]) to authenticated, service_role;

-- ============================================================================================
-- The expertise and service catalogue
-- ============================================================================================

/**
 * Expertise or services as the catalogue spells them: product §9's profile labels
 * that name a sign-up label differently become that label, each label kept once, in the order
 * given. The mirror of LABEL_SYNONYMS and catalogueLabels() in
 * supabase/functions/_shared/portable/profile-options.ts (tests/db/label-catalogue.test.ts holds
 * the two equal).
 */
create function private.catalogue_labels(labels text[])
returns text[]
language sql
immutable
set search_path = ''
as $$
  select coalesce(array_agg(label order by first_at), '{}')
  from (
    select coalesce(synonym.label, given.label) as label, min(given.at) as first_at
    from unnest(labels) with ordinality as given (label, at)
    left join (values
      ('Product education', 'Product/Process education'),
      ('Sustainable practices', 'Sustainable/Organic practices'),
      ('Processing facility visits', 'Processing facility tours'),
      ('Business consultations', 'Business tours/consultations')
    ) as synonym (retired, label) on synonym.retired = given.label
    group by 1
  ) as mapped
$$;
grant execute on function private.catalogue_labels(text[]) to authenticated, service_role;

/** Every write of a profile's expertise or services stores the catalogue's labels, whatever its door. */
create function private.use_catalogue_labels()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.expertise := private.catalogue_labels(new.expertise);
  new.services := private.catalogue_labels(new.services);
  return new;
end;
$$;

-- ============================================================================================
-- users
-- ============================================================================================
create table public.users (
  id uuid primary key references auth.users (id) on delete cascade,
  email text unique,
  -- The wizard and the profile require a first and last name (product §5); an empty name is no name.
  first_name text
    constraint users_first_name_length check (char_length(first_name) <= 200)
    constraint users_first_name_present check (btrim(first_name) <> ''),
  last_name text
    constraint users_last_name_length check (char_length(last_name) <= 200)
    constraint users_last_name_present check (btrim(last_name) <> ''),
  -- Only a picture on this project's own Storage (a path under its public object URL), never
  -- an outside host an admin's browser would be sent to.
  profile_image_url text constraint users_profile_image_url_own_storage check (
    profile_image_url ~ '^/storage/v1/object/public/[a-z0-9_-]+/[A-Za-z0-9/_.-]+$'
    and profile_image_url !~ '\.\.'
    and char_length(profile_image_url) <= 500
  ),
  email_verified boolean not null default false,
  phone text constraint users_phone_format check (phone ~ '^\+?[1-9][0-9]{0,15}$'),
  business_name text constraint users_business_name_length check (char_length(business_name) <= 200),
  -- BUSINESS_TYPES of contracts/enums.ts.
  business_type text constraint users_business_type_values check (business_type in (
    'Indoor Farm', 'Outdoor Farm', 'Dispensary', 'Edibles Manufacturer', 'Testing Lab',
    'Microbusiness', 'Concentrates/Hash Manufacturer', 'Professional Service'
  )),
  business_location text
    constraint users_business_location_length check (char_length(btrim(business_location)) >= 5)
    constraint users_business_location_length_max check (char_length(business_location) <= 300),
  -- The profile form's location is at most 200; the wizard copies its 300-character business
  -- location here, so the column takes the larger of the two.
  location text constraint users_location_length check (char_length(location) <= 300),
  expertise text[] not null default '{}'
    constraint users_expertise_labels check (private.labels_within(expertise, 50, 100)),
  services text[] not null default '{}'
    constraint users_services_labels check (private.labels_within(services, 50, 100)),
  -- DAYS of profile-options.ts.
  availability text[] not null default '{}'
    constraint users_availability_values check (availability <@ array[
      'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'
    ]),
  max_group_size integer
    constraint users_max_group_size_range check (max_group_size between 1 and 1000),
  min_hourly_rate numeric(10, 2)
    constraint users_min_hourly_rate_range check (min_hourly_rate between 0 and 10000),
  hourly_rate numeric(10, 2)
    constraint users_hourly_rate_range check (hourly_rate between 0 and 10000),
  is_verified boolean not null default false,
  -- The mean of the visible reviews of the partner's tours (25_reviews.sql keeps it and
  -- review_count); null until the first review.
  rating numeric(3, 2) constraint users_rating_range check (rating between 1 and 5),
  review_count integer not null default 0
    constraint users_review_count_positive check (review_count >= 0),
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
  -- product §4: a profile without business name, business type or expertise holds the partner in
  -- the signup wizard.
  profile_complete boolean generated always as (
    coalesce(btrim(business_name), '') <> ''
    and coalesce(btrim(business_type), '') <> ''
    and cardinality(expertise) > 0
  ) stored,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  latitude double precision,
  longitude double precision,
  -- How far the partner travels for a tour, in miles (the opportunity form's radius range).
  travel_radius integer constraint users_travel_radius_range check (travel_radius between 5 and 500),
  -- Each partner's expertise keywords, kept with the profile so no match computes them again.
  expertise_keywords text[] generated always as (private.expertise_keywords(expertise)) stored
);
alter table public.users enable row level security;
revoke all on public.users from anon;
revoke insert, update, truncate, references, trigger on public.users from authenticated;

comment on table public.users is
  'The profile of an account. Created by the auth.users insert trigger; email and last_login_at follow auth.users; email_verified is true once the address was confirmed (its mailed link, or an identity provider).';

-- ============================================================================================
-- Column privileges
-- ============================================================================================
-- The profile form, the signup wizard, and the admin's role/activation/verification
-- (guard_user_columns keeps those three for admins). Profiles are created by Auth's trigger.
grant update (
  first_name, last_name, phone, business_name, business_type, business_location, location,
  expertise, services, availability, max_group_size, min_hourly_rate, hourly_rate,
  custom_fields, role, is_active, is_verified, travel_radius
) on public.users to authenticated;

comment on column public.users.latitude is
  'Server-owned: geocoded from location, else business_location (private.geocode).';

create index users_role_is_active_idx on public.users (role, is_active);
-- The admin user list, newest first with the id as the tie-break: the page is the index's
-- first rows instead of a sort of every user.
create index users_created_at_id_idx on public.users (created_at desc, id);

create trigger set_updated_at
  before update on public.users
  for each row execute function private.set_updated_at();

create trigger use_catalogue_labels
  before insert or update of expertise, services on public.users
  for each row execute function private.use_catalogue_labels();

-- ============================================================================================
-- user_admin_notes: the admin-only notes about a user (SPEC users.notes), kept apart so that
-- no partner query can ever select them.
-- ============================================================================================
create table public.user_admin_notes (
  user_id uuid primary key references public.users (id) on delete cascade,
  notes text not null default ''
    constraint user_admin_notes_notes_length check (char_length(notes) <= 5000),
  updated_by uuid references public.users (id) on delete set null,
  updated_at timestamptz not null default now()
);
alter table public.user_admin_notes enable row level security;
revoke all on public.user_admin_notes from anon;
revoke insert, update, truncate, references, trigger on public.user_admin_notes from authenticated;

grant insert (user_id, notes, updated_by) on public.user_admin_notes to authenticated;
grant update (notes, updated_by) on public.user_admin_notes to authenticated;

create index user_admin_notes_updated_by_idx on public.user_admin_notes (updated_by);

create trigger stamp_note_editor
  before insert or update on public.user_admin_notes
  for each row execute function private.stamp_note_editor();

/**
 * Whether a session is still signed in: it exists and is not past its `not_after`; by default the
 * session of the request's token (Supabase Auth's `session_id` claim). A token without a session
 * (the anon or service key) has none to end. The default is evaluated in the caller's expression,
 * so reading the claim costs no function call of its own (auth/user +7% requests/s). PL/pgSQL, as
 * the helpers that call it: Postgres keeps its plan for the session, where an SQL function's
 * (not inlined, being security definer) is planned again at every call.
 */
create function private.session_is_live(
  session_id uuid default (nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'session_id')::uuid
)
returns boolean
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  return session_is_live.session_id is null or exists (
    select 1 from auth.sessions s
    where s.id = session_is_live.session_id and (s.not_after is null or s.not_after > now())
  );
end;
$$;
revoke all on function private.session_is_live(uuid) from public;

create function private.is_active_user()
returns boolean
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  return exists (
    select 1 from public.users u where u.id = (select auth.uid()) and u.is_active
  ) and private.session_is_live();
end;
$$;
revoke all on function private.is_active_user() from public;
grant execute on function private.is_active_user() to authenticated, service_role;

/**
 * Whether `user_id` is an active admin, in the request's session; is_admin() asks it for the
 * caller.
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
    where u.id = is_admin_user.user_id and u.role = 'admin' and u.is_active
  ) and private.session_is_live();
end;
$$;
revoke all on function private.is_admin_user(uuid) from public;
grant execute on function private.is_admin_user(uuid) to service_role;

create function private.is_admin()
returns boolean
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  return private.is_admin_user((select auth.uid()));
end;
$$;
revoke all on function private.is_admin() from public;
grant execute on function private.is_admin() to authenticated, service_role;

-- ============================================================================================
-- Signed-out sessions
-- ============================================================================================
-- The policies' helpers above see such a session as no one; the API also asks this helper,
-- inside the statement that opens each request's transaction, whether the token's session (its
-- `session_id` claim) still exists, so that it answers 401 rather than an empty list: one
-- primary-key lookup, no extra round trip.

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
  if not private.session_is_live(require_live_session.session_id) then
    raise exception 'this session has ended; sign in again' using errcode = 'TP301';
  end if;
  return true;
end;
$$;

revoke all on function private.require_live_session(uuid) from public;
grant execute on function private.require_live_session(uuid) to authenticated, service_role;

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
    -- An identity provider's word on the address (its claims, kept in the metadata); an email
    -- sign-up's metadata is the client's own, so only the welcome mail's link confirms it
    -- (21_email_confirmation.sql). Auth's email_confirmed_at is set at once (no confirmation
    -- step) and says nothing.
    coalesce(new.raw_app_meta_data ->> 'provider', 'email') <> 'email'
      and coalesce(meta ->> 'email_verified', '') = 'true',
    new.last_sign_in_at
  );
  return new;
end;
$$;

create trigger on_auth_user_created
  after insert on auth.users
  for each row execute function private.create_user_profile();

/**
 * Sign-in providers send a picture on their own host; the profile keeps only pictures on this
 * project's Storage (users_profile_image_url_own_storage), so any other is dropped on creation.
 */
create function private.drop_outside_profile_image()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if new.profile_image_url is not null
    and new.profile_image_url !~ '^/storage/v1/object/public/[a-z0-9_-]+/[A-Za-z0-9/_.-]+$' then
    new.profile_image_url := null;
  end if;
  return new;
end;
$$;

create trigger drop_outside_profile_image
  before insert on public.users
  for each row execute function private.drop_outside_profile_image();

/**
 * Keeps the profile's copy of the account's email and last sign-in current. A new address is
 * unconfirmed until its own link is followed (21_email_confirmation.sql).
 */
create function private.sync_user_profile()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  update public.users
  set email = new.email,
      email_verified = email_verified and email is not distinct from new.email,
      last_login_at = new.last_sign_in_at
  where id = new.id
    and (email, last_login_at) is distinct from (new.email, new.last_sign_in_at);
  return new;
end;
$$;

create trigger on_auth_user_updated
  after update of email, last_sign_in_at on auth.users
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
      'tags', 'rating', 'review_count', 'total_tours', 'total_revenue', 'created_at'
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
-- The admins
-- ============================================================================================
-- The platform always keeps at least one active admin, and no admin removes their own admin
-- access. Checked here rather than only in the API, so that PostgREST, the Auth admin API
-- (deleting an account cascades to its profile) and any script meet the same rule. Ids are
-- compared as uuid, never as text: an id's spelling (upper or lower case) cannot slip past the
-- check.

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

-- ============================================================================================
-- Policies
-- ============================================================================================
-- An inactive user still reads their own profile (to be told they are deactivated) and nothing
-- else; only active users change it. No policy lets a client insert: Auth's trigger creates
-- profiles, and no client role holds an insert privilege on users.
-- Who reads a profile is 03_team.sql's policy: a team's members read their business's too.

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


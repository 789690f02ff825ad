-- Opportunities: the tours administrators offer, their admin-only client details, and the
-- partners assigned to them.
--
-- Lifecycle: open -> awarded (accept_bid filled it) -> completed | cancelled; an open
-- opportunity may also be cancelled. Nothing goes back to open.
--
-- Which opportunities a partner reads depends on their bids and tours, so that policy is in
-- 07_lifecycle.sql, after both exist; the paged list is in 19_opportunity_lists.sql.

-- ============================================================================================
-- Types
-- ============================================================================================
create type public.tour_type as enum ('farm', 'dispensary', 'processor', 'retailer');
create type public.opportunity_priority as enum ('high', 'regular', 'low');
create type public.opportunity_status as enum ('open', 'awarded', 'completed', 'cancelled');
create type public.age_restriction as enum ('21+', '18+', 'all-ages');
create type public.group_type as enum ('mixed', 'corporate', 'friends', 'couples', 'educational');
create type public.experience_level as enum ('beginner', 'intermediate', 'advanced', 'mixed');

-- ============================================================================================
-- opportunities
-- ============================================================================================
create table public.opportunities (
  id uuid primary key default gen_random_uuid(),
  title text not null
    constraint opportunities_title_present check (btrim(title) <> '')
    constraint opportunities_title_length check (char_length(title) <= 200),
  description text
    constraint opportunities_description_length check (char_length(description) <= 5000),
  location text not null
    constraint opportunities_location_present check (btrim(location) <> '')
    constraint opportunities_location_length check (char_length(location) <= 300),
  tour_type public.tour_type not null default 'farm',
  -- When the tour starts (date and time of day; SPEC's separate `time` is this value's time).
  date timestamptz not null,
  duration integer not null default 3
    constraint opportunities_duration_range check (duration between 1 and 12),
  group_size integer not null default 8
    constraint opportunities_group_size_range check (group_size between 1 and 50),
  base_rate numeric(10, 2) not null constraint opportunities_base_rate_positive check (base_rate >= 0),
  priority public.opportunity_priority not null default 'regular',
  requirements text[] not null default '{}'
    constraint opportunities_requirements_labels check (private.labels_within(requirements, null, 200)),
  status public.opportunity_status not null default 'open',
  -- How many partners the tour needs; accepting that many bids awards the opportunity.
  partners_needed integer not null default 1
    constraint opportunities_partners_needed_range check (partners_needed between 1 and 50),
  created_by uuid references public.users (id) on delete set null,
  response_deadline timestamptz,
  max_bids integer not null default 10
    constraint opportunities_max_bids_range check (max_bids between 1 and 100),
  auto_assign boolean not null default false,
  custom_requirements jsonb not null default '{}'
    constraint opportunities_custom_requirements_object check (jsonb_typeof(custom_requirements) = 'object'),
  calendar_event_id text
    constraint opportunities_calendar_event_id_length check (char_length(calendar_event_id) <= 200),
  special_requests text
    constraint opportunities_special_requests_length check (char_length(special_requests) <= 2000),
  accessibility text[] not null default '{}'
    constraint opportunities_accessibility_labels check (private.labels_within(accessibility, null, 200)),
  age_restrictions public.age_restriction not null default '21+',
  group_type public.group_type not null default 'mixed',
  transportation_needed boolean not null default false,
  meal_preferences text[] not null default '{}'
    constraint opportunities_meal_preferences_labels
      check (private.labels_within(meal_preferences, null, 200)),
  budget_range text constraint opportunities_budget_range_length check (char_length(budget_range) <= 100),
  experience_level public.experience_level not null default 'beginner',
  preferred_expertise text[] not null default '{}'
    constraint opportunities_preferred_expertise_labels
      check (private.labels_within(preferred_expertise, null, 200)),
  location_radius integer not null default 50
    constraint opportunities_location_radius_range check (location_radius between 5 and 500),
  -- What the case-insensitive search looks through: title, location and description.
  search_text text generated always as (
    lower(title || ' ' || location || ' ' || coalesce(description, ''))
  ) stored,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  -- Why an admin cancelled it (admins cancel with `status = 'cancelled', cancellation_reason`).
  cancellation_reason text
    constraint opportunities_cancellation_reason_length check (char_length(cancellation_reason) <= 1000),
  latitude double precision,
  longitude double precision,
  -- What matching needs to know of the tour, kept by private.with_derived_facts().
  local_weekday text,
  licence_state text,
  expertise_keyword_groups text[] not null default '{}',
  -- The clock of the tour's place, kept by private.with_derived_facts().
  time_zone text not null default 'UTC',
  -- What the latest move replaced, kept by private.record_opportunity_move().
  previous_date timestamptz,
  -- A copy of a location, which its own check bounds.
  previous_location text,
  moved_at timestamptz,
  constraint opportunities_deadline_before_date check (response_deadline <= date)
);
comment on column public.opportunities.time_zone is
  'Server-owned: the IANA zone of the location (private.location_time_zone); the clock the tour''s times are shown on.';
comment on column public.opportunities.previous_date is
  'Server-owned: the start the latest move replaced (null when that move kept the date).';
comment on column public.opportunities.previous_location is
  'Server-owned: the place the latest move replaced (null when that move kept the place).';
comment on column public.opportunities.moved_at is
  'Server-owned: when the tour was last moved (a new date or place while open or awarded and ahead).';
alter table public.opportunities enable row level security;
revoke all on public.opportunities from anon;
revoke insert, update, truncate, references, trigger on public.opportunities from authenticated;

-- Triggers (none relies on another's place in the firing order): set_updated_at;
-- stamp_created_by; geocode_location (the coordinates); refuse_past_date (a new row starts
-- ahead, TP605); record_move (what a move replaced); set_derived_facts (a new row's zone,
-- weekday, licence state, keywords); check_update (07_lifecycle: the lifecycle, TP001, what a
-- client may edit, TP601, TP602, then the derived facts); keep_tours_on_time (06_tours: the
-- scheduled tours start when it does); require_licence_rule (16_licences, after the row is
-- written: a state for a licence rule, TP604, and licensed partners for it, TP107);
-- record_audit (15_audit_logs);
-- auto_assign_on_create and auto_assign_when_switched_on (18_matching, deferred). Cancelling
-- and moving one are commands, cancel_opportunity() and move_opportunity() (80_tour_commands),
-- the only doors to its status, date, place and base rate.


-- ============================================================================================
-- Column privileges
-- ============================================================================================
-- What the opportunity form sends (admins); created_by is stamped. An edit writes neither the
-- status nor the date, place or base rate: cancel_opportunity() and move_opportunity()
-- (80_tour_commands) do, with all that follows.
grant insert (
  title, description, location, tour_type, date, duration, group_size, base_rate, priority,
  requirements, response_deadline, max_bids, auto_assign, partners_needed, custom_requirements,
  calendar_event_id, special_requests, accessibility,
  age_restrictions, group_type, transportation_needed, meal_preferences, budget_range,
  experience_level, preferred_expertise, location_radius
) on public.opportunities to authenticated;
grant update (
  title, description, tour_type, duration, group_size, priority, requirements,
  response_deadline, max_bids, auto_assign, partners_needed, custom_requirements,
  calendar_event_id, special_requests, accessibility, age_restrictions, group_type,
  transportation_needed, meal_preferences, budget_range, experience_level, preferred_expertise,
  location_radius
) on public.opportunities to authenticated;

comment on column public.opportunities.cancellation_reason is
  'Why an admin cancelled the opportunity; passed on to the bids it declines and the tours it cancels.';
comment on column public.opportunities.latitude is
  'Server-owned: geocoded from location (private.geocode).';
comment on column public.opportunities.local_weekday is
  'Server-owned: the weekday of date on the clock of the location''s state, UTC when it names none (private.local_weekday).';
comment on column public.opportunities.licence_state is
  'Server-owned: the state whose cannabis licence the tour requires, '''' when it requires none, null when it names no state (private.required_licence_state).';
comment on column public.opportunities.expertise_keyword_groups is
  'Server-owned: for each preferred expertise, at the same position, its keywords space-separated (private.expertise_keywords).';
-- The partner list (open, by date) and the admin lists (by date, newest first). Under RLS only
-- leakproof operators (=, <, > on dates and ids) become index conditions, and the lists'
-- filters (enum equality, LIKE) are not leakproof; public.opportunity_page() therefore plans
-- the list as the owner, with these filters as index conditions, and applies the read policy
-- itself. The trigram index serves its search over everything an admin may list.
create index opportunities_open_date_idx on public.opportunities (date)
  where status = 'open';
create index opportunities_date_idx on public.opportunities (date);
create index opportunities_created_at_idx on public.opportunities (created_at desc);
create index opportunities_created_by_idx on public.opportunities (created_by);
create index opportunities_search_text_idx on public.opportunities
  using gin (search_text extensions.gin_trgm_ops);

-- The open opportunities by date (the partner list, the search and the matches'
-- window), carrying what those read so each is an index-only walk: the search text for the
-- LIKE, the deadline, type and preferred expertise for the matches.
create index opportunities_open_list_idx on public.opportunities (date, id)
  include (search_text, response_deadline, tour_type, preferred_expertise)
  where status = 'open';

create trigger set_updated_at
  before update on public.opportunities
  for each row execute function private.set_updated_at();

/** An opportunity is where its location is (private.geocode, 03_places). */
create function private.geocode_opportunity()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  select g.latitude, g.longitude into new.latitude, new.longitude
  from private.geocode(new.location) g;
  return new;
end;
$$;

/**
 * Geocodes every partner and opportunity again; run by the places loader after it replaced
 * the places. Only rows whose coordinates change are written.
 */
create function private.geocode_all()
returns void
language plpgsql
set search_path = ''
as $$
begin
  update public.users u set latitude = g.latitude, longitude = g.longitude
  from (
    select x.id, coalesce(a.latitude, b.latitude) as latitude,
      case when a.latitude is null then b.longitude else a.longitude end as longitude
    from public.users x,
      lateral private.geocode(x.location) a,
      lateral private.geocode(x.business_location) b
  ) g
  where g.id = u.id and (u.latitude, u.longitude) is distinct from (g.latitude, g.longitude);

  update public.opportunities o set latitude = g.latitude, longitude = g.longitude
  from (
    select x.id, a.latitude, a.longitude
    from public.opportunities x, lateral private.geocode(x.location) a
  ) g
  where g.id = o.id and (o.latitude, o.longitude) is distinct from (g.latitude, g.longitude);
end;
$$;

create trigger geocode_location
  before insert or update of location on public.opportunities
  for each row execute function private.geocode_opportunity();

create trigger stamp_created_by
  before insert on public.opportunities
  for each row execute function private.stamp_created_by();

-- ============================================================================================
-- opportunity_admin_details: the client's contact and the internal notes (SPEC
-- clientContact, clientEmail, clientPhone, internalNotes), which partners must never read.
-- ============================================================================================
create table public.opportunity_admin_details (
  opportunity_id uuid primary key references public.opportunities (id) on delete cascade,
  client_contact text
    constraint opportunity_admin_details_client_contact_length check (char_length(client_contact) <= 200),
  client_email text constraint opportunity_admin_details_client_email_format
    check (client_email ~* '^[^@\s]+@[^@\s]+\.[^@\s]+$'),
  client_phone text
    constraint opportunity_admin_details_client_phone_length check (char_length(client_phone) <= 50),
  internal_notes text
    constraint opportunity_admin_details_internal_notes_length check (char_length(internal_notes) <= 5000),
  updated_at timestamptz not null default now()
);
alter table public.opportunity_admin_details enable row level security;
revoke all on public.opportunity_admin_details from anon;
revoke insert, update, truncate, references, trigger on public.opportunity_admin_details from authenticated;

grant insert (opportunity_id, client_contact, client_email, client_phone, internal_notes)
  on public.opportunity_admin_details to authenticated;
grant update (client_contact, client_email, client_phone, internal_notes)
  on public.opportunity_admin_details to authenticated;

create trigger set_updated_at
  before update on public.opportunity_admin_details
  for each row execute function private.set_updated_at();

-- ============================================================================================
-- opportunity_meeting_places: where to meet. The town is the opportunity's
-- location, which every partner reads and matching uses; the street, state, ZIP and the
-- instructions are here, readable by admins and by the partners the tour was awarded to
-- (policy in 07_lifecycle.sql, which knows tours), and by the organiser's link (24_guests.sql).
-- ============================================================================================
create table public.opportunity_meeting_places (
  opportunity_id uuid primary key references public.opportunities (id) on delete cascade,
  street text not null
    constraint opportunity_meeting_places_street_present check (btrim(street) <> '')
    constraint opportunity_meeting_places_street_length check (char_length(street) <= 200),
  state text not null
    constraint opportunity_meeting_places_state_values check (state ~ '^[A-Z]{2}$'),
  zip text not null
    constraint opportunity_meeting_places_zip_format check (zip ~ '^[0-9]{5}(-[0-9]{4})?$'),
  instructions text
    constraint opportunity_meeting_places_instructions_length check (char_length(instructions) <= 1000),
  updated_at timestamptz not null default now()
);
alter table public.opportunity_meeting_places enable row level security;
revoke all on public.opportunity_meeting_places from anon;
revoke insert, update, truncate, references, trigger on public.opportunity_meeting_places from authenticated;

grant insert (opportunity_id, street, state, zip, instructions)
  on public.opportunity_meeting_places to authenticated;
grant update (street, state, zip, instructions) on public.opportunity_meeting_places to authenticated;

create trigger set_updated_at
  before update on public.opportunity_meeting_places
  for each row execute function private.set_updated_at();

-- ============================================================================================
-- opportunity_assignments: SPEC assignedPartners, one row per assigned partner
-- ============================================================================================
create table public.opportunity_assignments (
  opportunity_id uuid not null references public.opportunities (id) on delete cascade,
  partner_id uuid not null references public.users (id) on delete cascade,
  assigned_by uuid references public.users (id) on delete set null,
  assigned_at timestamptz not null default now(),
  primary key (opportunity_id, partner_id)
);
alter table public.opportunity_assignments enable row level security;
revoke all on public.opportunity_assignments from anon;
-- Partners are assigned by public.assign_partners() (80_tour_commands: the rows, the notices),
-- so no client inserts a row; an admin may remove one. An assignment is never edited.
revoke insert, update, truncate, references, trigger on public.opportunity_assignments from authenticated;

-- Triggers: stamp_assignment (assigned_by, assigned_at); check_assignment (16_licences: the
-- licence rule, TP107); record_audit (15_audit_logs).

create index opportunity_assignments_partner_id_idx on public.opportunity_assignments (partner_id);
create index opportunity_assignments_assigned_by_idx on public.opportunity_assignments (assigned_by);

/** Records who assigned, whatever the client claims. */
create function private.stamp_assignment()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.assigned_by := coalesce((select auth.uid()), new.assigned_by);
  new.assigned_at := now();
  return new;
end;
$$;

create trigger stamp_assignment
  before insert on public.opportunity_assignments
  for each row execute function private.stamp_assignment();

-- ============================================================================================
-- Lifecycle
-- ============================================================================================
/**
 * An opportunity goes from open to awarded or cancelled, and from awarded to completed or
 * cancelled; anything else is TP001. Asked of every update (07_lifecycle: check_update).
 */
create function private.refuse_opportunity_transition(
  from_status public.opportunity_status,
  to_status public.opportunity_status
)
returns void
language plpgsql
stable
set search_path = ''
as $$
begin
  if to_status is distinct from from_status and not (
    (from_status = 'open' and to_status in ('awarded', 'cancelled'))
    or (from_status = 'awarded' and to_status in ('completed', 'cancelled'))
    -- A partner's withdrawal reopens it (private.release_withdrawn_tour), never a client.
    or (from_status = 'awarded' and to_status = 'open' and not private.is_client_request())
  ) then
    raise exception 'an opportunity cannot go from % to %', from_status, to_status
      using errcode = 'TP001';
  end if;
end;
$$;
grant execute on function private.refuse_opportunity_transition(
  public.opportunity_status, public.opportunity_status
) to authenticated, service_role;

-- ============================================================================================
-- Policies
-- ============================================================================================
-- Inactive users reach nothing here, whatever the permissive policies say.
create policy "only active users reach opportunities"
  on public.opportunities as restrictive for all to authenticated
  using ((select private.is_active_user()))
  with check ((select private.is_active_user()));

-- "partners read open opportunities and their own and admins read all": 07_lifecycle.sql,
-- since "their own" means assigned to, bid on or touring.

create policy "admins create opportunities"
  on public.opportunities for insert to authenticated
  with check ((select private.is_admin()));

create policy "admins update opportunities"
  on public.opportunities for update to authenticated
  using ((select private.is_admin()))
  with check ((select private.is_admin()));

create policy "admins delete opportunities"
  on public.opportunities for delete to authenticated
  using ((select private.is_admin()));

create policy "admins manage client details and internal notes"
  on public.opportunity_admin_details for all to authenticated
  using ((select private.is_admin()))
  with check ((select private.is_admin()));

create policy "only active users reach meeting places"
  on public.opportunity_meeting_places as restrictive for all to authenticated
  using ((select private.is_active_user()))
  with check ((select private.is_active_user()));

-- Reading: "admins and awarded partners read the meeting place", 07_lifecycle.sql, where tours
-- are known.
create policy "admins add meeting places"
  on public.opportunity_meeting_places for insert to authenticated
  with check ((select private.is_admin()));

create policy "admins change meeting places"
  on public.opportunity_meeting_places for update to authenticated
  using ((select private.is_admin()))
  with check ((select private.is_admin()));

create policy "admins remove meeting places"
  on public.opportunity_meeting_places for delete to authenticated
  using ((select private.is_admin()));

create policy "only active users reach assignments"
  on public.opportunity_assignments as restrictive for all to authenticated
  using ((select private.is_active_user()))
  with check ((select private.is_active_user()));

create policy "owners and managers read their business's assignments and admins read all"
  on public.opportunity_assignments for select to authenticated
  using (partner_id = (select private.business_id_as('{owner,manager}')) or (select private.is_admin()));

-- An assignment is added by public.assign_partners() and never edited (no insert or update
-- privilege), so no policy allows either.
create policy "admins remove assignments"
  on public.opportunity_assignments for delete to authenticated
  using ((select private.is_admin()));

create index opportunities_open_type_date_idx on public.opportunities (tour_type, date, id)
  include (priority)
  where status = 'open';
create index opportunities_open_priority_date_idx on public.opportunities (priority, date, id)
  include (tour_type)
  where status = 'open';
create index opportunities_open_type_priority_date_idx
  on public.opportunities (tour_type, priority, date, id)
  where status = 'open';

/**
 * For each label, at the same position, its keywords (private.expertise_keywords) joined by
 * spaces.
 */
create function private.expertise_keyword_groups(labels text[])
returns text[]
language sql
immutable
set search_path = ''
as $$
  select coalesce(array(
    select array_to_string(private.expertise_keywords(array[e.label]), ' ')
    from unnest(labels) with ordinality e (label, n)
    order by e.n
  ), '{}')
$$;

revoke all on function private.expertise_keyword_groups(text[]) from public;

/** The requirement label that asks for a licence: LICENCE_REQUIREMENT of _shared/portable/contracts/licences.ts. */
create function private.licence_requirement()
returns text
language sql
immutable
set search_path = ''
as $$
  select 'Cannabis license required'
$$;
grant execute on function private.licence_requirement() to authenticated, service_role;

/**
 * The state whose licence an opportunity requires, or '' when it requires none; null when it
 * requires one but its location names no state.
 */
create function private.required_licence_state(requirements text[], location text)
returns text
language sql
stable
set search_path = ''
as $$
  select case
    when private.licence_requirement() = any (requirements) then private.location_state(location)
    else ''
  end
$$;
grant execute on function private.required_licence_state(text[], text) to authenticated, service_role;

/**
 * The row with its server-owned derived facts set: the zone of its place (the clock every
 * reader shows its times on) and the match facts (the weekday it starts on there, the state
 * whose licence its requirements take, the keywords of its preferred expertise). Security
 * definer: the helpers it calls are granted to no client role, and an admin's write asks it.
 */
create function private.with_derived_facts(target public.opportunities)
returns public.opportunities
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  target.time_zone := private.location_time_zone(target.location);
  target.local_weekday := private.local_weekday(target.location, target.date);
  target.licence_state := private.required_licence_state(target.requirements, target.location);
  target.expertise_keyword_groups := private.expertise_keyword_groups(target.preferred_expertise);
  return target;
end;
$$;
grant execute on function private.with_derived_facts(public.opportunities)
  to authenticated, service_role;

/**
 * A new row's derived facts (private.with_derived_facts); an update's are kept by check_update
 * (07_lifecycle), after it has judged what the writer changed.
 */
create function private.set_opportunity_derived_facts()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  return private.with_derived_facts(new);
end;
$$;

create trigger set_derived_facts
  before insert on public.opportunities
  for each row execute function private.set_opportunity_derived_facts();

/** A start that is not ahead is refused: TP605, under the form's `date` field. */
create function private.refuse_past_start(start timestamptz)
returns void
language plpgsql
set search_path = ''
as $$
begin
  if start <= now() then
    raise exception 'the tour must start in the future' using errcode = 'TP605', column = 'date';
  end if;
end;
$$;
grant execute on function private.refuse_past_start(timestamptz) to authenticated, service_role;

/**
 * A client creates an opportunity only with a start ahead (private.refuse_past_start); a move
 * is move_opportunity()'s, which asks the same.
 */
create function private.refuse_past_opportunity_date()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if private.is_client_request() and (tg_op = 'INSERT' or new.date is distinct from old.date) then
    perform private.refuse_past_start(new.date);
  end if;
  return new;
end;
$$;
revoke all on function private.refuse_past_opportunity_date() from public;

create trigger refuse_past_date
  before insert or update of date on public.opportunities
  for each row execute function private.refuse_past_opportunity_date();

/**
 * A new date or place of a tour still ahead (open or awarded) keeps the start and the place it
 * replaced and when, for the partners' "Moved to …". Writers cannot set these columns (no
 * grant); a move into the past (the product's own history) is not a move anyone is told of.
 */
create function private.record_opportunity_move()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if (new.date, new.location) is not distinct from (old.date, old.location)
    or new.date <= now() or new.status not in ('open', 'awarded') then
    return new;
  end if;
  new.previous_date := case when new.date is distinct from old.date then old.date end;
  new.previous_location := case when new.location is distinct from old.location then old.location end;
  new.moved_at := now();
  return new;
end;
$$;
revoke all on function private.record_opportunity_move() from public;

create trigger record_move
  before update of date, location on public.opportunities
  for each row execute function private.record_opportunity_move();


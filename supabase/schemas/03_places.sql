-- The US state a typed location names: "Healdsburg, CA", "1200 Ridge Road, Healdsburg, CA 95448"
-- and "Denver, Colorado" all name a state; anything else names none (null). Licences are issued
-- per state, and matching and bidding compare a tour's state with a partner's licences, so this
-- is the one reading of a location's state.

create table private.us_states (
  code text primary key check (code ~ '^[A-Z]{2}$'),
  name text not null unique
);
grant select on private.us_states to authenticated, service_role;

insert into private.us_states (code, name) values
  ('AL', 'Alabama'), ('AK', 'Alaska'), ('AZ', 'Arizona'), ('AR', 'Arkansas'),
  ('CA', 'California'), ('CO', 'Colorado'), ('CT', 'Connecticut'), ('DE', 'Delaware'),
  ('DC', 'District of Columbia'), ('FL', 'Florida'), ('GA', 'Georgia'), ('HI', 'Hawaii'),
  ('ID', 'Idaho'), ('IL', 'Illinois'), ('IN', 'Indiana'), ('IA', 'Iowa'), ('KS', 'Kansas'),
  ('KY', 'Kentucky'), ('LA', 'Louisiana'), ('ME', 'Maine'), ('MD', 'Maryland'),
  ('MA', 'Massachusetts'), ('MI', 'Michigan'), ('MN', 'Minnesota'), ('MS', 'Mississippi'),
  ('MO', 'Missouri'), ('MT', 'Montana'), ('NE', 'Nebraska'), ('NV', 'Nevada'),
  ('NH', 'New Hampshire'), ('NJ', 'New Jersey'), ('NM', 'New Mexico'), ('NY', 'New York'),
  ('NC', 'North Carolina'), ('ND', 'North Dakota'), ('OH', 'Ohio'), ('OK', 'Oklahoma'),
  ('OR', 'Oregon'), ('PA', 'Pennsylvania'), ('RI', 'Rhode Island'), ('SC', 'South Carolina'),
  ('SD', 'South Dakota'), ('TN', 'Tennessee'), ('TX', 'Texas'), ('UT', 'Utah'),
  ('VT', 'Vermont'), ('VA', 'Virginia'), ('WA', 'Washington'), ('WV', 'West Virginia'),
  ('WI', 'Wisconsin'), ('WY', 'Wyoming');

-- The last comma-separated part, without a trailing ZIP code, as a code or a full name.
create function private.location_state(location text)
returns text
language sql
stable
set search_path = ''
as $$
  select s.code
  from private.us_states s,
    lateral (
      select btrim(regexp_replace(
        substring(location from '([^,]*)$'), '\s+\d{5}(-\d{4})?\s*$', ''
      )) as part
    ) p
  where s.code = upper(p.part) or lower(s.name) = lower(p.part)
$$;

revoke execute on function private.location_state(text) from public;
grant execute on function private.location_state(text) to authenticated, service_role;

-- Places: the coordinates of typed locations, found in the database without a network, so that
-- matching can measure how far a partner is from a tour.
--
-- private.places holds the US ZIP codes with their city, state and coordinates. Its rows come
-- from the npm package `zipcodes` (pinned in package.json) and are loaded by
-- `npm run places:load -- <database url>` (local-stack/postgres/places.ts): a migration cannot
-- read an npm package, and the data set is too large to write into one. The local stack loads
-- it after the migrations; a hosted project runs the command once after deploying (README).
--
-- Geocoding happens here, in triggers, so a write straight through the Data API gets the same
-- coordinates as one through /api: the coordinates are server-owned columns (no client holds a
-- privilege on them), set from the location whenever it is written and cleared when the new
-- location names no known place. Loading the places geocodes every existing row again.

-- ============================================================================================
-- places
-- ============================================================================================
create table private.places (
  zip text primary key check (zip ~ '^\d{5}$'),
  city text not null,
  state text not null check (state ~ '^[A-Z]{2}$'),
  latitude double precision not null check (latitude between -90 and 90),
  longitude double precision not null check (longitude between -180 and 180)
);

create index places_state_city_idx on private.places (state, lower(city));

-- The main time zone of each state: a tour's weekday is the one on its own clock.
create table private.us_state_time_zones (
  code text primary key references private.us_states (code),
  time_zone text not null
);

insert into private.us_state_time_zones (code, time_zone) values
  ('AL', 'America/Chicago'), ('AK', 'America/Anchorage'), ('AZ', 'America/Phoenix'),
  ('AR', 'America/Chicago'), ('CA', 'America/Los_Angeles'), ('CO', 'America/Denver'),
  ('CT', 'America/New_York'), ('DE', 'America/New_York'), ('DC', 'America/New_York'),
  ('FL', 'America/New_York'), ('GA', 'America/New_York'), ('HI', 'Pacific/Honolulu'),
  ('ID', 'America/Boise'), ('IL', 'America/Chicago'), ('IN', 'America/Indiana/Indianapolis'),
  ('IA', 'America/Chicago'), ('KS', 'America/Chicago'), ('KY', 'America/New_York'),
  ('LA', 'America/Chicago'), ('ME', 'America/New_York'), ('MD', 'America/New_York'),
  ('MA', 'America/New_York'), ('MI', 'America/Detroit'), ('MN', 'America/Chicago'),
  ('MS', 'America/Chicago'), ('MO', 'America/Chicago'), ('MT', 'America/Denver'),
  ('NE', 'America/Chicago'), ('NV', 'America/Los_Angeles'), ('NH', 'America/New_York'),
  ('NJ', 'America/New_York'), ('NM', 'America/Denver'), ('NY', 'America/New_York'),
  ('NC', 'America/New_York'), ('ND', 'America/Chicago'), ('OH', 'America/New_York'),
  ('OK', 'America/Chicago'), ('OR', 'America/Los_Angeles'), ('PA', 'America/New_York'),
  ('RI', 'America/New_York'), ('SC', 'America/New_York'), ('SD', 'America/Chicago'),
  ('TN', 'America/Chicago'), ('TX', 'America/Chicago'), ('UT', 'America/Denver'),
  ('VT', 'America/New_York'), ('VA', 'America/New_York'), ('WA', 'America/Los_Angeles'),
  ('WV', 'America/New_York'), ('WI', 'America/Chicago'), ('WY', 'America/Denver');

grant select on private.places, private.us_state_time_zones to authenticated, service_role;

-- ============================================================================================
-- Geocoding and the local weekday
-- ============================================================================================

/**
 * The coordinates of a typed location: its trailing ZIP code's ("1200 Ridge Road, Healdsburg,
 * CA 95448"), else the centre of the ZIP codes of the city named before its state
 * ("Healdsburg, CA", "Denver, Colorado"). Null for anything else.
 */
create function private.geocode(
  location text,
  out latitude double precision,
  out longitude double precision
)
language sql
stable
set search_path = ''
as $$
  with typed as (
    select
      substring(location from '(\d{5})(?:-\d{4})?\s*$') as zip,
      private.location_state(location) as state,
      lower(btrim(substring(location from '([^,]*),[^,]*$'))) as city
  )
  select coalesce(z.latitude, c.latitude), coalesce(z.longitude, c.longitude)
  from typed t
  left join private.places z on z.zip = t.zip
  left join lateral (
    select avg(p.latitude) as latitude, avg(p.longitude) as longitude
    from private.places p
    where p.state = t.state and lower(p.city) = t.city
  ) c on true
$$;
grant execute on function private.geocode(text) to authenticated, service_role;

/** The time zone of US state `state`'s clock (private.us_state_time_zones), UTC for a code it does not know. */
create function private.state_time_zone(state text)
returns text
language plpgsql
stable
set search_path = ''
as $$
declare
  zone text;
begin
  select z.time_zone into zone from private.us_state_time_zones z where z.code = state;
  return coalesce(zone, 'UTC');
end;
$$;

revoke all on function private.state_time_zone(text) from public;
grant execute on function private.state_time_zone(text) to authenticated, service_role;

/**
 * The IANA time zone of a typed location: the zone of the state it names ("Healdsburg, CA"),
 * else of its trailing ZIP code's state in private.places ("1200 Ridge Road, 95448"); UTC when
 * it names neither. PL/pgSQL so its statements keep their plans for the session.
 */
create function private.location_time_zone(location text)
returns text
language plpgsql
stable
set search_path = ''
as $$
declare
  state text := private.location_state(location);
begin
  if state is null then
    select p.state into state
    from private.places p
    where p.zip = substring(location from '(\d{5})(?:-\d{4})?\s*$');
  end if;
  return private.state_time_zone(state);
end;
$$;
revoke all on function private.location_time_zone(text) from public;
grant execute on function private.location_time_zone(text) to authenticated, service_role;

/**
 * A moment as people read it on a tour's clock: "Dec 5, 2026, 10:00 AM PST". What every
 * notification writes. The zone is set for this call only (the SET clause restores the
 * session's on return), so `TZ` names the abbreviation in force on that day (PST or PDT).
 */
create function private.tour_time_text(at timestamptz, zone text)
returns text
language plpgsql
stable
set search_path = ''
set timezone = 'UTC'
as $$
begin
  perform set_config('timezone', coalesce(zone, 'UTC'), true);
  return to_char(at, 'Mon FMDD, YYYY, FMHH12:MI AM TZ');
end;
$$;
revoke all on function private.tour_time_text(timestamptz, text) from public;
grant execute on function private.tour_time_text(timestamptz, text) to authenticated, service_role;

/**
 * The weekday ("Saturday") a tour at `location` starts `at`, on the tour's own clock
 * (private.location_time_zone), so the weekday matching reads and the zone the tour is shown in
 * never disagree.
 */
create function private.local_weekday(location text, at timestamptz)
returns text
language sql
stable
set search_path = ''
as $$
  select to_char(at at time zone private.location_time_zone(location), 'FMDay')
$$;
revoke all on function private.local_weekday(text, timestamptz) from public;
grant execute on function private.local_weekday(text, timestamptz) to authenticated, service_role;

/** A partner is where their location is, else where their business is. */
create function private.geocode_user()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  select g.latitude, g.longitude into new.latitude, new.longitude
  from private.geocode(new.location) g;
  if new.latitude is null then
    select g.latitude, g.longitude into new.latitude, new.longitude
    from private.geocode(new.business_location) g;
  end if;
  return new;
end;
$$;

create trigger geocode_location
  before insert or update of location, business_location on public.users
  for each row execute function private.geocode_user();

/** Whether the place data is loaded: what distances, and so auto-assign, need. */
create function private.places_loaded()
returns boolean
language sql
stable
set search_path = ''
as $$
  select exists (select 1 from private.places)
$$;
revoke all on function private.places_loaded() from public;
grant execute on function private.places_loaded() to authenticated, service_role;

-- A state's clock costs microseconds per row, not a tenth of a millisecond.
--
-- private.state_date() and private.licence_end() (…000400_licence_day_of_its_state) were SQL
-- functions with `set search_path`, calling private.state_time_zone(), another. A SQL function
-- with a SET clause is never inlined, and Postgres plans its statement again at every call:
-- 60–100 µs per row. The admins' "expiring" licence filter calls state_date() once per licence
-- (about a second at 10,000 licences) and the daily expiry notices once per expired one.
-- PL/pgSQL keeps each statement's plan for the session: about 10 µs per row, the same answers.

/** As in …000400_licence_day_of_its_state: the zone of `state`'s clock, UTC for a code it does not know. */
create or replace function private.state_time_zone(state text)
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

/** As in …000400_licence_day_of_its_state: the date of moment `at` on the clock of `state`. */
create or replace function private.state_date(state text, at timestamptz)
returns date
language plpgsql
stable
set search_path = ''
as $$
begin
  return (at at time zone private.state_time_zone(state))::date;
end;
$$;

/** As in …000400_licence_day_of_its_state: the moment a licence of `state` expiring on `expires_on` stops counting. */
create or replace function private.licence_end(state text, expires_on date)
returns timestamptz
language plpgsql
stable
set search_path = ''
as $$
begin
  return (expires_on + 1)::timestamp at time zone private.state_time_zone(state);
end;
$$;

-- The US state a typed location names: "Healdsburg, CA", "1200 Ridge Road, Healdsburg, CA 95448"
-- and "Denver, Colorado" all name a state; anything else names none (null). Licences are issued
-- per state, and matching and bidding compare a tour's state with a partner's licences, so this
-- is the one reading of a location's state.

create table private.us_states (
  code text primary key check (code ~ '^[A-Z]{2}$'),
  name text not null unique
);

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
grant select on private.us_states to authenticated, service_role;

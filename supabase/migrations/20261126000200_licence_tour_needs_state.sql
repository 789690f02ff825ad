-- A tour that requires a cannabis licence names the state it is in.
--
-- Licences are issued per state, and bidding takes a licence-required tour only from partners
-- with a current licence for its location's state (TP107). A location that names no state
-- ("Main Street Farm") left a tour nobody could ever bid on, and the admin who created it was
-- not told. Writing "Cannabis license required" with such a location is now refused (TP604,
-- COLUMN location, so the API can put the message under the form's field). A row that already
-- breaks the rule is left as it is until its location or requirements change.

create function private.require_licence_state()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if tg_op = 'UPDATE'
    and (new.requirements, new.location) is not distinct from (old.requirements, old.location)
  then
    return new;
  end if;
  if private.required_licence_state(new.requirements, new.location) is null then
    raise exception
      'a tour that requires a cannabis licence needs a location that ends in a US state, such as "Denver, CO"'
      using errcode = 'TP604', column = 'location';
  end if;
  return new;
end;
$$;

create trigger require_licence_state
  before insert or update of requirements, location on public.opportunities
  for each row execute function private.require_licence_state();

revoke all on function private.require_licence_state() from public;

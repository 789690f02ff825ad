-- Bidding on a tour that requires a cannabis licence: its requirement list holds "Cannabis
-- license required" (licence_requirement()), and only partners with a current licence
-- (private.has_current_licence) for the tour's state (private.location_state of its location)
-- may bid. A tour whose location names no state takes no bid that needs a licence.

/** The requirement label that asks for a licence: LICENCE_REQUIREMENT of _shared/licences.ts. */
create function private.licence_requirement()
returns text
language sql
immutable
set search_path = ''
as $$
  select 'Cannabis license required'
$$;

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

/**
 * The licence rule of bidding (TP107), after the general rules (triggers fire in name order:
 * enforce_bidding_rules first). Security definer to read the opportunity and the bidder's
 * licences whoever bids (an admin may bid for a partner).
 */
create function private.enforce_licence_requirement()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  required_state text;
begin
  select private.required_licence_state(o.requirements, o.location) into required_state
  from public.opportunities o
  where o.id = new.opportunity_id;
  if not found or required_state = '' then
    return new;
  end if;
  if required_state is null then
    raise exception 'this tour requires a cannabis licence, and its location names no US state'
      using errcode = 'TP107';
  end if;
  if not private.has_current_licence(new.user_id, required_state) then
    raise exception 'this tour requires an approved, unexpired % cannabis licence', required_state
      using errcode = 'TP107';
  end if;
  return new;
end;
$$;

create trigger enforce_licence_requirement
  before insert on public.bids
  for each row execute function private.enforce_licence_requirement();

revoke all on all functions in schema private from public;
grant execute on function private.licence_requirement() to authenticated, service_role;
grant execute on function private.required_licence_state(text[], text) to authenticated, service_role;

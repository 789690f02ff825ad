-- The opportunities' JSON carries their licence requirement.
--
-- The API asked for it in a second statement after every page (the state of each tour that
-- requires a licence and whether the caller holds one) and, when the page held such a tour,
-- parsed the page's JSON to add it and serialised it again. The state is now stored with the
-- row (…000100_opportunity_match_facts), so public.opportunities_json() adds it as it builds
-- the page: one statement, and the page is passed on as the database wrote it.
--
-- Whether the caller holds a licence is asked once per page, not once per tour: the states of
-- the caller's current licences (private.current_licence_states, which now defines "current"
-- for private.has_current_licence too) against each tour's state. A security definer SQL
-- function is called anew for every row, about 20 µs each.

/**
 * The states in which the partner holds an approved licence whose expiry date is today or
 * later, in order. The one definition of "a current licence" (private.has_current_licence asks
 * it). Security definer so that it answers the same for every caller.
 */
create function private.current_licence_states(partner_id uuid)
returns text[]
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(array_agg(distinct l.state order by l.state), '{}')
  from public.partner_licences l
  where l.partner_id = current_licence_states.partner_id
    and l.status = 'approved'
    and l.expires_on >= current_date
$$;

create or replace function private.has_current_licence(partner_id uuid, state text)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(
    has_current_licence.state = any (private.current_licence_states(has_current_licence.partner_id)),
    false
  )
$$;

revoke all on function private.current_licence_states(uuid) from public;
grant execute on function private.current_licence_states(uuid) to authenticated, service_role;

/**
 * As in …001600_opportunity_lists, with `licenceRequirement` last: null when the opportunity
 * requires no licence, else `{state, held}`: the state whose licence it takes (null when its
 * location names no state) and whether the caller holds a current one.
 */
create or replace function public.opportunities_json(ids uuid[])
returns json
language plpgsql
stable
security invoker
set search_path = ''
as $$
declare
  page json;
  held_states text[] := private.current_licence_states((select auth.uid()));
begin
  select coalesce(json_agg(json_build_object(
      'id', o.id,
      'title', o.title,
      'description', o.description,
      'location', o.location,
      'tourType', o.tour_type,
      'date', to_char(o.date at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
      'duration', o.duration,
      'groupSize', o.group_size,
      'baseRate', o.base_rate::text,
      'priority', o.priority,
      'requirements', o.requirements,
      'status', o.status,
      'partnersNeeded', o.partners_needed,
      'responseDeadline',
        to_char(o.response_deadline at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
      'maxBids', o.max_bids,
      'autoAssign', o.auto_assign,
      'customRequirements', o.custom_requirements,
      'specialRequests', o.special_requests,
      'accessibility', o.accessibility,
      'ageRestrictions', o.age_restrictions,
      'groupType', o.group_type,
      'transportationNeeded', o.transportation_needed,
      'mealPreferences', o.meal_preferences,
      'budgetRange', o.budget_range,
      'experienceLevel', o.experience_level,
      'preferredExpertise', o.preferred_expertise,
      'locationRadius', o.location_radius,
      'isTemplate', o.is_template,
      'createdAt', to_char(o.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
      'updatedAt', to_char(o.updated_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
      'assignedPartners', array(
        select a.partner_id from public.opportunity_assignments a
        where a.opportunity_id = o.id
        order by a.assigned_at, a.partner_id
      ),
      'myBid', (
        -- The keys in the order the API always sent them.
        select json_build_object('id', b.id, 'amount', b.amount::text, 'status', b.status)
        from public.bids b
        where b.opportunity_id = o.id and b.user_id = (select auth.uid())
        order by b.created_at desc
        limit 1
      ),
      -- null when it requires no licence; the state (null when its location names none) and
      -- whether the caller holds a current licence for it.
      'licenceRequirement', case when o.licence_state is distinct from '' then json_build_object(
        'state', o.licence_state,
        'held', coalesce(o.licence_state = any (held_states), false)
      ) end
    ) order by p.n), '[]')
  into page
  from unnest(ids) with ordinality as p (id, n)
  join public.opportunities o on o.id = p.id;
  return page;
end;
$$;

-- The opportunities' JSON says when a tour takes no more bids.
--
-- Bidding refuses a bid on a tour that has max_bids active bids (TP104, "This opportunity has
-- reached its maximum number of bids."), and a partner's matches leave such a tour out
-- (…000300_matches_leave_out_full). The list of every open opportunity and its search still
-- showed it with an enabled Submit Bid, so a partner could write a whole bid only to have it
-- refused. `maxBidsReached` is asked of private.full_opportunities() once per page (a partner
-- cannot count other partners' bids), unless the caller already knows: the matches have just
-- left every full tour out, and pass none, so that page does not count the bids twice.

drop function public.opportunities_json(uuid[]);

/**
 * As in …000200_opportunity_json_licence, with `maxBidsReached` last: whether the tour has as
 * many active bids as its max_bids. `known_full`: the tours among `ids` the caller has just
 * found full (private.full_opportunities), or null to have them counted here. It only shapes
 * the caller's own view; bidding counts again (TP104).
 */
create function public.opportunities_json(ids uuid[], known_full uuid[] default null)
returns json
language plpgsql
stable
security invoker
set search_path = ''
as $$
declare
  page json;
  held_states text[] := private.current_licence_states((select auth.uid()));
  full_ids uuid[] := coalesce(known_full, private.full_opportunities(ids));
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
      ) end,
      'maxBidsReached', o.id = any (full_ids)
    ) order by p.n), '[]')
  into page
  from unnest(ids) with ordinality as p (id, n)
  join public.opportunities o on o.id = p.id;
  return page;
end;
$$;

revoke all on function public.opportunities_json(uuid[], uuid[]) from public, anon;
grant execute on function public.opportunities_json(uuid[], uuid[]) to authenticated, service_role;

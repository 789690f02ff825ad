import type { Tx } from "../../_shared/db.ts";

/**
 * The columns of an opportunity as the API shows it (SPEC §3, camelCase), for rows aliased
 * `o`. Admin-only details (client contact, internal notes) live in another table and are never
 * here. `assignedPartners` is what the caller may see of the assignments (a partner: only
 * themselves); `myBid` is the caller's latest bid on it.
 */
export const opportunityColumns = (tx: Tx) => tx`
  o.id,
  o.title,
  o.description,
  o.location,
  o.tour_type as "tourType",
  o.date,
  o.duration,
  o.group_size as "groupSize",
  o.base_rate as "baseRate",
  o.priority,
  o.requirements,
  o.status,
  o.partners_needed as "partnersNeeded",
  o.response_deadline as "responseDeadline",
  o.max_bids as "maxBids",
  o.auto_assign as "autoAssign",
  o.custom_requirements as "customRequirements",
  o.special_requests as "specialRequests",
  o.accessibility,
  o.age_restrictions as "ageRestrictions",
  o.group_type as "groupType",
  o.transportation_needed as "transportationNeeded",
  o.meal_preferences as "mealPreferences",
  o.budget_range as "budgetRange",
  o.experience_level as "experienceLevel",
  o.preferred_expertise as "preferredExpertise",
  o.location_radius as "locationRadius",
  o.is_template as "isTemplate",
  o.created_at as "createdAt",
  o.updated_at as "updatedAt",
  array(
    select a.partner_id from public.opportunity_assignments a
    where a.opportunity_id = o.id order by a.assigned_at, a.partner_id
  ) as "assignedPartners",
  (
    select jsonb_build_object('id', b.id, 'status', b.status, 'amount', b.amount::text)
    from public.bids b
    where b.opportunity_id = o.id and b.user_id = (select auth.uid())
    order by b.created_at desc
    limit 1
  ) as "myBid"
`;

export interface OpportunityRow {
  id: string;
  title: string;
  date: Date;
  location: string;
  baseRate: string;
  [column: string]: unknown;
}

/** Full rows for the given ids, in the order of `ids`. */
export async function opportunitiesByIds(
  tx: Tx,
  ids: readonly string[],
): Promise<OpportunityRow[]> {
  if (ids.length === 0) return [];
  const rows = await tx<OpportunityRow[]>`
    select ${opportunityColumns(tx)}
    from public.opportunities o
    where o.id = any(${ids as string[]}::uuid[])
  `;
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

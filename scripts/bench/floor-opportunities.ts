import { type MatchCandidate, rankMatches } from "../../supabase/functions/_shared/matching.ts";
import type { TaggedSql } from "./caller-sql.ts";

// The SQL of the opportunity endpoints, copied verbatim from supabase/functions/api: the
// handlers' modules import the Deno-only postgres.js pool, so they cannot be loaded here. Keep
// in step with them.

/** queries/opportunities.ts `opportunityColumns`. */
const opportunityColumns = (tx: TaggedSql) => tx`
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

/** queries/opportunities.ts `opportunitiesByIds`. */
async function opportunitiesByIds(tx: TaggedSql, ids: readonly string[]) {
  if (ids.length === 0) return [];
  return tx`
    select ${opportunityColumns(tx)}
    from public.opportunities o
    where o.id = any(${ids as string[]}::uuid[])
  `;
}

export interface OpportunityFilter {
  type?: string;
  priority?: string;
  q?: string;
}

/**
 * handlers/opportunities.ts GET /all with its defaults (status open, sort by date, page 1 of
 * 20): `searchConditions`, the count, the page of ids, `opportunitiesByIds`.
 */
export async function listOpportunities(tx: TaggedSql, query: OpportunityFilter) {
  const where = tx`
    where not o.is_template
      ${tx`and o.status = 'open' and o.date > now()`}
      ${query.type ? tx`and o.tour_type = ${query.type}` : tx``}
      ${query.priority ? tx`and o.priority = ${query.priority}` : tx``}
      ${query.q ? tx`and o.id in (select public.search_opportunity_ids(${query.q}))` : tx``}
  `;
  await tx`select count(*)::int as total from public.opportunities o ${where}`;
  const ids = await tx<{ id: string }[]>`
    select o.id from public.opportunities o ${where}
    ${tx`order by o.date, o.id`}
    limit ${20} offset ${0}
  `;
  return opportunitiesByIds(
    tx,
    ids.map((row) => row.id),
  );
}

/** queries/matches.ts `findMatches(tx, 20)` (MATCH_WINDOW 300), as GET /api/opportunities runs it. */
export async function findMatches(tx: TaggedSql) {
  const [partner] = await tx<{ businessType: string | null; expertise: string[] }[]>`
    select business_type as "businessType", expertise
    from public.users where id = (select auth.uid())
  `;
  if (!partner) return [];
  const candidates = await tx<MatchCandidate[]>`
    select
      o.id,
      o.tour_type as "tourType",
      o.preferred_expertise as "preferredExpertise",
      o.date,
      exists (
        select 1 from public.opportunity_assignments a
        where a.opportunity_id = o.id and a.partner_id = (select auth.uid())
      ) as assigned
    from public.opportunities o
    where o.id in (
        (
          select w.id from public.opportunities w
          where w.status = 'open' and not w.is_template and w.date > now()
            and (w.response_deadline is null or w.response_deadline > now())
          order by w.date
          limit ${300}
        )
        union
        select a.opportunity_id from public.opportunity_assignments a
        where a.partner_id = (select auth.uid())
      )
      and o.status = 'open' and not o.is_template and o.date > now()
      and (o.response_deadline is null or o.response_deadline > now())
      and not exists (
        select 1 from public.bids b
        where b.opportunity_id = o.id and b.user_id = (select auth.uid())
          and b.status in ('pending', 'shortlisted', 'accepted')
      )
  `;
  const ranked = rankMatches(candidates, partner).slice(0, 20);
  return opportunitiesByIds(
    tx,
    ranked.map((match) => match.candidate.id),
  );
}

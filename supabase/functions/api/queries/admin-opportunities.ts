import type postgres from "postgres";
import type { AdminOpportunity } from "../../_shared/portable/contracts/admin.ts";
import type { Opportunity } from "../../_shared/portable/contracts/api.ts";
import type { OpportunityBids } from "../../_shared/portable/contracts/bids.ts";
import type { Sent } from "../../_shared/portable/contracts/sent.ts";
import type { AdminOpportunityFilter } from "../../_shared/portable/schemas/list-query.ts";
import type { OpportunityPayload } from "../../_shared/portable/schemas/opportunity.ts";
import { HttpError } from "../../_shared/server/http-error.ts";
import { statement } from "../../_shared/server/statement.ts";
import type { Tx } from "../../_shared/server/transaction.ts";
import { containsPattern } from "./admin-users.ts";
import { writeMeetingPlace, writeWaiverChoice } from "./meeting-places.ts";
import { isBusiness } from "./team.ts";
import { tourMoment } from "./tour-moment.ts";

/** What an admin reads of an opportunity beyond what `public.opportunities_json()` writes. */
type AdminFacts = Pick<
  AdminOpportunity,
  | "createdBy"
  | "calendarEventId"
  | "cancellationReason"
  | "previousDate"
  | "previousLocation"
  | "movedAt"
  | "clientContact"
  | "clientEmail"
  | "clientPhone"
  | "internalNotes"
  | "bidCount"
  | "activeBidCount"
  | "awardedCount"
  | "waiverDocumentId"
>;

/** What `public.opportunities_json()` writes of an opportunity, with the reader's own keys. */
type OpportunityJson = Omit<AdminOpportunity, keyof AdminFacts> &
  Pick<Opportunity, "myBid" | "licenceRequirement" | "maxBidsReached" | "away">;

type AdminOpportunityRow = Sent<AdminFacts> & { opportunity: Sent<OpportunityJson> };

/**
 * The opportunities `page` selects (ids with their `created_at`), newest first, as an admin
 * reads them: the one projection of an opportunity (`public.opportunities_json()`) with the
 * admin-only facts beside it.
 */
function adminOpportunities(tx: Tx, page: postgres.PendingQuery<postgres.Row[]>) {
  return tx<AdminOpportunityRow[]>`
    with page as (${page}),
    written as (
      select json_array_elements(public.opportunities_json(
        array(select p.id from page p order by p.created_at desc, p.id), '{}'
      )) as opportunity
    )
    select
      w.opportunity,
      o.created_by as "createdBy",
      o.calendar_event_id as "calendarEventId",
      o.cancellation_reason as "cancellationReason",
      o.previous_date as "previousDate",
      o.previous_location as "previousLocation",
      o.moved_at as "movedAt",
      d.client_contact as "clientContact",
      d.client_email as "clientEmail",
      d.client_phone as "clientPhone",
      d.internal_notes as "internalNotes",
      (select w.document_id from public.opportunity_waivers w where w.opportunity_id = o.id)
        as "waiverDocumentId",
      (select count(*)::int from public.bids b where b.opportunity_id = o.id) as "bidCount",
      (select count(*)::int from public.bids b
       where b.opportunity_id = o.id and b.status in ('pending', 'shortlisted', 'accepted'))
        as "activeBidCount",
      (select count(distinct b.user_id)::int from public.bids b
       where b.opportunity_id = o.id and b.status = 'accepted') as "awardedCount"
    from page p
    join written w on (w.opportunity ->> 'id')::uuid = p.id
    join public.opportunities o on o.id = p.id
    left join public.opportunity_admin_details d on d.opportunity_id = o.id
    order by p.created_at desc, p.id
  `;
}

/** The row as the admin's `AdminOpportunity`: the reader's own bid, licence and limit left out. */
function asAdminOpportunity({ opportunity, ...facts }: AdminOpportunityRow) {
  const {
    myBid: _,
    licenceRequirement: __,
    maxBidsReached: ___,
    away: ____,
    ...shared
  } = opportunity;
  return { ...shared, ...facts } satisfies Sent<AdminOpportunity>;
}

export function readAdminOpportunity(tx: Tx, id: string) {
  const opportunity = adminOpportunities(
    tx,
    tx`select o.id, o.created_at from public.opportunities o where o.id = ${id}`,
  );
  return statement(opportunity, ([row]) => row && asAdminOpportunity(row));
}

function whereClause(tx: Tx, filter: Partial<AdminOpportunityFilter>) {
  return tx`
    where true
    ${
      filter.search
        ? tx`and o.search_text like ${containsPattern(filter.search.toLowerCase())}`
        : tx``
    }
    ${filter.status && filter.status !== "all" ? tx`and o.status = ${filter.status}::public.opportunity_status` : tx``}
    ${
      filter.review
        ? tx`and exists (
            select from public.bids b
            where b.opportunity_id = o.id and b.status in ('pending', 'shortlisted')
          )`
        : tx``
    }
  `;
}

/** How many opportunities the filter finds. */
export async function countAdminOpportunities(
  tx: Tx,
  filter: Partial<AdminOpportunityFilter>,
): Promise<number> {
  const [row] = await tx<{ total: number }[]>`
    select count(*)::int as total from public.opportunities o ${whereClause(tx, filter)}
  `;
  return row?.total ?? 0;
}

/**
 * The latest opportunities first (by creation) that the filter finds (search over title,
 * location and description; status; bids awaiting review), `limit` of them from `offset`.
 */
export function listAdminOpportunities(
  tx: Tx,
  filter: Partial<AdminOpportunityFilter>,
  limit: number,
  offset = 0,
) {
  const opportunities = adminOpportunities(
    tx,
    tx`
      select o.id, o.created_at from public.opportunities o
      ${whereClause(tx, filter)}
      order by o.created_at desc, o.id
      limit ${limit} offset ${offset}
    `,
  );
  return statement(opportunities, (rows) => rows.map(asAdminOpportunity));
}

/** Inserts the opportunity and its admin-only details; returns the new id. */
export async function insertOpportunity(tx: Tx, input: OpportunityPayload): Promise<string> {
  const [row] = await tx<{ id: string }[]>`
    insert into public.opportunities (
      title, description, location, tour_type, date, duration, group_size, base_rate, priority,
      requirements, response_deadline, max_bids, auto_assign, partners_needed,
      custom_requirements, calendar_event_id, special_requests,
      accessibility, age_restrictions, group_type, transportation_needed, meal_preferences,
      budget_range, experience_level, preferred_expertise, location_radius
    )
    values (
      ${input.title}, ${input.description ?? null}, ${input.location}, ${input.tourType},
      ${tourMoment(tx, input.date, input.location)}, ${input.duration}, ${input.groupSize},
      ${input.baseRate}, ${input.priority}, ${input.requirements}::text[],
      ${tourMoment(tx, input.responseDeadline, input.location)}, ${input.maxBids},
      ${input.autoAssign}, ${input.partnersNeeded},
      ${tx.json(input.customRequirements as postgres.JSONValue)}::jsonb, ${input.calendarEventId ?? null},
      ${input.specialRequests ?? null},
      ${input.accessibility}::text[], ${input.ageRestrictions}, ${input.groupType},
      ${input.transportationNeeded}, ${input.mealPreferences}::text[],
      ${input.budgetRange ?? null}, ${input.experienceLevel}, ${input.preferredExpertise}::text[],
      ${input.locationRadius}
    )
    returning id
  `;
  if (!row) throw new Error("insert returned no row");
  await tx`
    insert into public.opportunity_admin_details (
      opportunity_id, client_contact, client_email, client_phone, internal_notes
    )
    values (
      ${row.id}, ${input.clientContact ?? null}, ${input.clientEmail ?? null},
      ${input.clientPhone ?? null}, ${input.internalNotes ?? null}
    )
  `;
  await writeMeetingPlace(tx, row.id, input);
  await writeWaiverChoice(tx, row.id, input);
  return row.id;
}

/**
 * Makes the opportunity's assigned partners exactly `partnerIds` (public.assign_partners): the
 * new ones are added and told, the ones no longer listed removed. Only active partners can be
 * added; one already assigned who has since left or been deactivated may stay, so the dialog
 * that sends the current assignment back can always save. With `keepOthers` (a new
 * opportunity) the listed ones are only added.
 */
export async function replaceAssignments(
  tx: Tx,
  opportunityId: string,
  partnerIds: string[],
  { keepOthers = false } = {},
) {
  if (partnerIds.length > 0) {
    const partners = await tx`
      select u.id from public.users u
      where u.id = any(${partnerIds}::uuid[])
        and (
          (u.role = 'partner' and u.is_active and ${isBusiness(tx)})
          or exists (
            select from public.opportunity_assignments a
            where a.opportunity_id = ${opportunityId} and a.partner_id = u.id
          )
        )
    `;
    if (partners.length !== new Set(partnerIds).size) {
      const message = "Only active partners can be assigned";
      throw new HttpError(400, message, { userIds: [message] });
    }
  }
  await tx`
    select public.assign_partners(${opportunityId}, ${partnerIds}::uuid[], ${keepOthers})
  `;
}

/** Whether the opportunity exists; with `lock`, held against concurrent changes until commit. */
export async function opportunityExists(
  tx: Tx,
  id: string,
  { lock = false }: { lock?: boolean } = {},
): Promise<boolean> {
  const [found] = await tx`
    select id from public.opportunities where id = ${id} ${lock ? tx`for update` : tx``}
  `;
  return found !== undefined;
}

/** The opportunity's facts the admin compares its bids with (OpportunityBids.opportunity). */
export async function readBiddingFacts(tx: Tx, id: string) {
  const [opportunity] = await tx<Sent<OpportunityBids["opportunity"]>[]>`
    select
      id, title, date, time_zone as "timeZone", location, base_rate as "baseRate", status,
      partners_needed as "partnersNeeded", max_bids as "maxBids",
      response_deadline as "responseDeadline"
    from public.opportunities
    where id = ${id}
  `;
  return opportunity;
}

/** The clock a tour at `location` keeps: the zone the database stores for it. */
export async function locationTimeZone(tx: Tx, location: string): Promise<string> {
  const [row] = await tx<{ timeZone: string }[]>`
    select private.location_time_zone(${location}) as "timeZone"
  `;
  return row?.timeZone ?? "UTC";
}

/** Runs the deferred constraint triggers now (auto-assign), not at commit. */
export async function runDeferredChecks(tx: Tx) {
  await tx`set constraints all immediate`;
}

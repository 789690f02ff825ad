import type postgres from "postgres";
import type { OpportunityPayload } from "../../_shared/portable/schemas/opportunity.ts";
import type { Tx } from "../../_shared/server/transaction.ts";
import { writeMeetingPlace, writeWaiverChoice } from "./meeting-places.ts";
import { tourMoment } from "./tour-moment.ts";

/**
 * The fields an edit keeps when the request leaves them out: the form does not show them, and
 * its defaults must not reset an outside calendar's event, the assignments, the guests' waiver
 * or the meeting address (a caller that never heard of them keeps them).
 */
export const KEPT_WHEN_ABSENT = [
  "calendarEventId",
  "assignedPartners",
  "waiverDocumentId",
  "meetingStreet",
] as const;
export type KeptField = (typeof KEPT_WHEN_ABSENT)[number];

/**
 * Writes every field of the payload over the opportunity and its admin-only details, the date,
 * place and base rate through public.move_opportunity(), which announces a change of them; the
 * database decides what may change (open: all, awarded: what keeps the agreement, cancelled
 * and completed: nothing). Returns false when no row matched.
 */
export async function updateOpportunity(
  tx: Tx,
  id: string,
  input: OpportunityPayload,
  sent: ReadonlySet<KeptField>,
): Promise<boolean> {
  const rows = await tx`
    update public.opportunities set
      title = ${input.title},
      description = ${input.description ?? null},
      tour_type = ${input.tourType},
      duration = ${input.duration},
      group_size = ${input.groupSize},
      priority = ${input.priority},
      requirements = ${input.requirements}::text[],
      response_deadline = ${tourMoment(tx, input.responseDeadline, input.location)},
      max_bids = ${input.maxBids},
      auto_assign = ${input.autoAssign},
      partners_needed = ${input.partnersNeeded},
      custom_requirements = ${tx.json(input.customRequirements as postgres.JSONValue)}::jsonb,
      special_requests = ${input.specialRequests ?? null},
      accessibility = ${input.accessibility}::text[],
      age_restrictions = ${input.ageRestrictions},
      group_type = ${input.groupType},
      transportation_needed = ${input.transportationNeeded},
      meal_preferences = ${input.mealPreferences}::text[],
      budget_range = ${input.budgetRange ?? null},
      experience_level = ${input.experienceLevel},
      preferred_expertise = ${input.preferredExpertise}::text[],
      location_radius = ${input.locationRadius}
      ${sent.has("calendarEventId") ? tx`, calendar_event_id = ${input.calendarEventId ?? null}` : tx``}
    where id = ${id}
    returning id
  `;
  if (rows.length === 0) return false;
  await tx`
    select public.move_opportunity(
      ${id}, ${tourMoment(tx, input.date, input.location)}, ${input.location}, ${input.baseRate}
    )
  `;
  await tx`
    insert into public.opportunity_admin_details (
      opportunity_id, client_contact, client_email, client_phone, internal_notes
    )
    values (
      ${id}, ${input.clientContact ?? null}, ${input.clientEmail ?? null},
      ${input.clientPhone ?? null}, ${input.internalNotes ?? null}
    )
    on conflict (opportunity_id) do update set
      client_contact = excluded.client_contact,
      client_email = excluded.client_email,
      client_phone = excluded.client_phone,
      internal_notes = excluded.internal_notes
  `;
  if (sent.has("meetingStreet")) await writeMeetingPlace(tx, id, input);
  if (sent.has("waiverDocumentId")) await writeWaiverChoice(tx, id, input);
  return true;
}

/**
 * Cancels the opportunity with the admin's reason (public.cancel_opportunity: its active bids
 * declined and its scheduled tours cancelled with that reason, the partners told). False when
 * the caller finds no such opportunity.
 */
export async function cancelOpportunity(tx: Tx, id: string, reason: string): Promise<boolean> {
  const [found] = await tx`select 1 from public.opportunities where id = ${id} for update`;
  if (!found) return false;
  await tx`select public.cancel_opportunity(${id}, ${reason})`;
  return true;
}

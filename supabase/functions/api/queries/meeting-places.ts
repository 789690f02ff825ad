import type { OpportunityPayload } from "../../_shared/portable/schemas/opportunity.ts";
import type { Tx } from "../../_shared/server/transaction.ts";

/**
 * Names the waiver the opportunity's guests sign, or none (the platform's default then
 * applies); the database refuses a document that is not an active liability waiver (TP318).
 */
export async function writeWaiverChoice(tx: Tx, opportunityId: string, input: OpportunityPayload) {
  if (!input.waiverDocumentId) {
    await tx`delete from public.opportunity_waivers where opportunity_id = ${opportunityId}`;
    return;
  }
  await tx`
    insert into public.opportunity_waivers (opportunity_id, document_id)
    values (${opportunityId}, ${input.waiverDocumentId})
    on conflict (opportunity_id) do update set document_id = excluded.document_id
  `;
}

/**
 * Writes the opportunity's meeting address as the form sent it: saved when the street, state
 * and ZIP are given (the schema asks for all three or none), removed when none is.
 */
export async function writeMeetingPlace(tx: Tx, opportunityId: string, input: OpportunityPayload) {
  if (!input.meetingStreet || !input.meetingState || !input.meetingZip) {
    await tx`delete from public.opportunity_meeting_places where opportunity_id = ${opportunityId}`;
    return;
  }
  await tx`
    insert into public.opportunity_meeting_places (opportunity_id, street, state, zip, instructions)
    values (
      ${opportunityId}, ${input.meetingStreet}, ${input.meetingState}, ${input.meetingZip},
      ${input.meetingInstructions ?? null}
    )
    on conflict (opportunity_id) do update set
      street = excluded.street,
      state = excluded.state,
      zip = excluded.zip,
      instructions = excluded.instructions
  `;
}

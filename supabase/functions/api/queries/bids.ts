import { sql } from "../../_shared/db.ts";

/** A bid as the API shows it to its partner, for rows aliased `b` (admin notes never here). */
export const bidColumns = sql`
  b.id,
  b.opportunity_id as "opportunityId",
  b.user_id as "userId",
  b.amount,
  b.message,
  b.additional_services as "additionalServices",
  b.status,
  b.decline_reason as "declineReason",
  b.response_time as "responseTime",
  b.reviewed_at as "reviewedAt",
  b.created_at as "createdAt",
  b.updated_at as "updatedAt"
`;

import type { AdminOpportunity } from "@shared/contracts/admin";
import type { OpportunityStatus } from "@shared/contracts/enums";
import type { AdminUser } from "@shared/contracts/users";

export type { AdminOpportunity, OpportunityTemplate } from "@shared/contracts/admin";

/** The fields of an opportunity the admin form shows: what an edit, a duplicate or a template fills it with. */
export type OpportunityFormSource = Omit<
  AdminOpportunity,
  | "id"
  | "status"
  | "createdBy"
  | "calendarEventId"
  | "cancellationReason"
  | "previousDate"
  | "previousLocation"
  | "movedAt"
  | "assignedPartners"
  | "bidCount"
  | "activeBidCount"
  | "awardedCount"
  | "createdAt"
  | "updatedAt"
  | "meetingPlace"
  | "waiverDocumentId"
> &
  // A template keeps no meeting address (it names a town, not a day's gate), nor a waiver.
  Partial<Pick<AdminOpportunity, "meetingPlace" | "waiverDocumentId">>;
export { OPPORTUNITY_STATUSES, type OpportunityStatus } from "@shared/contracts/enums";

/** A partner the Assign Partners dialog offers: the fields of an AdminUser it shows. */
export type EligiblePartner = Pick<
  AdminUser,
  | "id"
  | "email"
  | "firstName"
  | "lastName"
  | "businessName"
  | "businessType"
  | "businessLocation"
  | "location"
  | "away"
  | "reliability"
>;

/** Opportunity Management's search and filters, as the URL keeps them; "all" is no filter. */
export interface AdminOpportunityFilters {
  search: string;
  status: OpportunityStatus | "all";
  /** Only those with bids still waiting for a decision. */
  review: boolean;
}

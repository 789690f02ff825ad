import type { OpportunityStatus } from "@shared/contracts/enums";
import type { AdminUser } from "@shared/contracts/users";

export type { AdminOpportunity } from "@shared/contracts/admin";
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
>;

/** Opportunity Management's search and filters, as the URL keeps them; "all" is no filter. */
export interface AdminOpportunityFilters {
  search: string;
  status: OpportunityStatus | "all";
  /** Only those with bids still waiting for a decision. */
  review: boolean;
}

import type { Priority, TourType } from "@shared/contracts/api";
import type { OpportunityStatus } from "@shared/contracts/enums";

/** docs/api.md "AdminOpportunity": every column of SPEC §3 with the admin-only details. */
export interface AdminOpportunity {
  id: string;
  title: string;
  description: string | null;
  location: string;
  tourType: TourType;
  /** Carries the time of day. */
  date: string;
  /** The IANA zone of its place: the clock its times are typed and shown on. */
  timeZone: string;
  duration: number;
  groupSize: number;
  baseRate: string;
  priority: Priority;
  requirements: string[] | null;
  status: string;
  partnersNeeded: number;
  responseDeadline: string | null;
  maxBids: number;
  autoAssign: boolean;
  customRequirements: Record<string, unknown> | null;
  specialRequests: string | null;
  accessibility: string[] | null;
  ageRestrictions: string | null;
  groupType: string | null;
  transportationNeeded: boolean;
  mealPreferences: string[] | null;
  budgetRange: string | null;
  experienceLevel: string | null;
  preferredExpertise: string[] | null;
  locationRadius: number | null;
  isTemplate: boolean;
  templateName: string | null;
  /** Why an admin cancelled it; null unless cancelled by an admin. */
  cancellationReason: string | null;
  /** The start and place the latest move replaced, and when it was moved. */
  previousDate: string | null;
  previousLocation: string | null;
  movedAt: string | null;
  clientContact: string | null;
  clientEmail: string | null;
  clientPhone: string | null;
  internalNotes: string | null;
  assignedPartners: string[];
  bidCount: number;
  activeBidCount: number;
  createdAt: string;
  updatedAt: string;
}

/** A partner the Assign Partners dialog offers (part of docs/api.md "AdminUser"). */
export interface EligiblePartner {
  id: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  businessName: string | null;
  businessType: string | null;
  businessLocation: string | null;
  location: string | null;
}

export { OPPORTUNITY_STATUSES, type OpportunityStatus } from "@shared/contracts/enums";

/** Opportunity Management's search and filters, as the URL keeps them; "all" is no filter. */
export interface AdminOpportunityFilters {
  search: string;
  status: OpportunityStatus | "all";
  /** Only those with bids still waiting for a decision. */
  review: boolean;
}

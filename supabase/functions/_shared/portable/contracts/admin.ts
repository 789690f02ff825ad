import type { AdminTourListItem, Opportunity } from "./api.ts";
import type { OpportunityStatus } from "./enums.ts";

/**
 * docs/api.md "AdminOpportunity": every column of product §3 with the admin-only details: what a
 * partner reads of an opportunity (without their own bid, licence and match), and the rest.
 */
export interface AdminOpportunity
  extends Omit<
    Opportunity,
    "status" | "myBid" | "licenceRequirement" | "maxBidsReached" | "away" | "matchScore"
  > {
  status: OpportunityStatus;
  createdBy: string | null;
  autoAssign: boolean;
  customRequirements: Record<string, unknown> | null;
  calendarEventId: string | null;
  specialRequests: string | null;
  transportationNeeded: boolean;
  budgetRange: string | null;
  locationRadius: number | null;
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
  bidCount: number;
  activeBidCount: number;
  /** The partners awarded the tour by an accepted bid (assigned ones are only asked to bid). */
  awardedCount: number;
  /** The liability waiver its guests sign; null: the platform's default applies. */
  waiverDocumentId: string | null;
  updatedAt: string;
}

/**
 * docs/api.md "OpportunityTemplate": an opportunity form's fields and client details saved under
 * a name, without a date, status, bids or assignments.
 */
export interface OpportunityTemplate
  extends Pick<
    AdminOpportunity,
    | "id"
    | "title"
    | "description"
    | "location"
    | "tourType"
    | "duration"
    | "groupSize"
    | "baseRate"
    | "priority"
    | "requirements"
    | "partnersNeeded"
    | "maxBids"
    | "autoAssign"
    | "customRequirements"
    | "specialRequests"
    | "accessibility"
    | "ageRestrictions"
    | "groupType"
    | "transportationNeeded"
    | "mealPreferences"
    | "budgetRange"
    | "experienceLevel"
    | "preferredExpertise"
    | "locationRadius"
    | "clientContact"
    | "clientEmail"
    | "clientPhone"
    | "internalNotes"
    | "createdBy"
    | "createdAt"
    | "updatedAt"
  > {
  templateName: string;
}

/** POST /api/admin/opportunities/:id/assign: the partners the tour is assigned to now. */
export interface PartnersAssigned {
  opportunityId: string;
  assignedPartners: string[];
}

/**
 * docs/api.md "AdminTour": the Tours page's row without the place and the partner's names, with
 * the admin's notes.
 */
export interface AdminTour
  extends Omit<
    AdminTourListItem,
    "location" | "partnerEmail" | "partnerFirstName" | "partnerLastName" | "partnerBusinessName"
  > {
  /** The admin-only notes, "" when none. */
  adminNotes: string;
}

/** One partner's conversation with the Support Agent as GET /api/admin/chat lists it. */
export interface Conversation {
  userId: string;
  email: string | null;
  firstName: string | null;
  lastName: string | null;
  businessName: string | null;
  messageCount: number;
  /** The partner's messages no admin has opened yet. */
  unreadCount: number;
  lastMessageAt: string;
  lastMessage: string;
  lastSenderType: "user" | "agent";
  /** No person has answered yet: the partner spoke last, or only the hand-over reply did. */
  awaitingPerson: boolean;
}

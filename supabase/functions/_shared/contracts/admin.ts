import type { OpportunityStatus, Priority, TourType } from "./enums.ts";

/** docs/api.md "AdminOpportunity": every column of SPEC §3 with the admin-only details. */
export interface AdminOpportunity {
  id: string;
  title: string;
  description: string | null;
  location: string;
  tourType: TourType;
  /** Carries the time of day. */
  date: string;
  duration: number;
  groupSize: number;
  baseRate: string;
  priority: Priority;
  requirements: string[] | null;
  status: OpportunityStatus;
  partnersNeeded: number;
  createdBy: string | null;
  responseDeadline: string | null;
  maxBids: number;
  autoAssign: boolean;
  customRequirements: Record<string, unknown> | null;
  calendarEventId: string | null;
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
  /** Why an admin cancelled it; null unless cancelled by an admin. */
  cancellationReason: string | null;
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

/** docs/api.md "AdminTour". */
export interface AdminTour {
  id: string;
  opportunityId: string;
  title: string;
  partnerId: string;
  bidId: string | null;
  status: string;
  scheduledFor: string;
  agreedAmount: string | null;
  actualRevenue: string | null;
  rating: number | null;
  feedback: string | null;
  completedAt: string | null;
  cancelledAt: string | null;
  cancellationReason: string | null;
  /** The admin-only notes, "" when none. */
  adminNotes: string;
  opportunityStatus: string;
  updatedAt: string;
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

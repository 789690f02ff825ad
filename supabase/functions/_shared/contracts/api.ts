import type { BidStatus, Priority, TourType } from "./enums.ts";

/**
 * The API's answers as docs/api.md describes them: camelCase fields, money as strings with two
 * decimals, times as ISO 8601 strings. Shared by the handlers that answer and the web app that reads them.
 */

export interface Page<T> {
  items: T[];
  page: number;
  pageSize: number;
  total: number;
  /** Lists counted only so far past the page (docs/api.md): more match than `total`. */
  totalCapped?: boolean;
}

export type { BidStatus, Priority, TourType } from "./enums.ts";

export interface Opportunity {
  id: string;
  title: string;
  description: string | null;
  location: string;
  tourType: TourType;
  date: string;
  duration: number;
  groupSize: number;
  baseRate: string;
  priority: Priority;
  requirements: string[] | null;
  status: string;
  partnersNeeded: number;
  responseDeadline: string | null;
  maxBids: number;
  accessibility: string[] | null;
  ageRestrictions: string | null;
  groupType: string | null;
  mealPreferences: string[] | null;
  experienceLevel: string | null;
  preferredExpertise: string[] | null;
  createdAt: string;
  assignedPartners: string[];
  /** The caller's latest bid on it, or null. */
  myBid: { id: string; status: BidStatus; amount: string } | null;
  /** Only on GET /api/opportunities (matches). */
  matchScore?: number;
}

export interface Bid {
  id: string;
  opportunityId: string;
  userId: string;
  /** The total: base + add-ons. */
  amount: string;
  message: string | null;
  additionalServices: string[] | null;
  status: BidStatus;
  declineReason: string | null;
  reviewedAt: string | null;
  createdAt: string;
  updatedAt: string;
}

export interface MyBid extends Bid {
  opportunity: {
    id: string;
    title: string;
    date: string;
    location: string;
    baseRate: string;
    tourType: TourType;
    status: string;
  };
}

export interface UpcomingTour {
  id: string;
  title: string;
  date: string;
  baseRate: string;
  status: string;
  opportunityId: string;
  bidId: string | null;
  agreedAmount: string | null;
  location: string;
  duration: number;
  groupSize: number;
  tourType: TourType;
}

export interface PartnerStats {
  totalRevenue: string;
  toursCompleted: number;
  monthlyTours: number;
  monthlyRevenue: string;
  activeBids: number;
  successRate: number;
  averageRating: number;
}

/** GET /api/admin/opportunities/{id}/matches: a partner who matches the tour, and why. */
export interface PartnerMatch {
  partnerId: string;
  firstName: string | null;
  lastName: string | null;
  email: string | null;
  businessName: string | null;
  businessType: string | null;
  /** The matching score (docs/database.md "Matching"), to one decimal. */
  score: number;
  /** Miles from the partner to the tour, or null when either place is unknown. */
  distanceMiles: number | null;
  /** Why they match, for the admin: "12 mi away", "assigned", the business type, expertise. */
  reasons: string[];
}

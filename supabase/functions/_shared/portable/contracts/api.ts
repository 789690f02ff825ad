import type { BidAddOn } from "./bids.ts";
import type { Attendance } from "./check-in.ts";
import type { BidStatus, PayableLineStatus, PayoutMethod, Priority, TourType } from "./enums.ts";
import type { LicenceRequirement } from "./licences.ts";
import type { TourSummary } from "./tour-details.ts";
import type { Reliability } from "./withdrawals.ts";

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

/** A DELETE's answer: the id of what went. */
export interface Deleted {
  id: string;
  deleted: true;
}

/**
 * Where the guests meet beyond the town (the opportunity's `location`): shown to admins, the
 * partners the tour was awarded to and the organiser; null for anyone else, and
 * for an opportunity whose admin gave only the town.
 */
export interface MeetingAddress {
  street: string;
  state: string;
  zip: string;
  instructions: string | null;
}

export interface Opportunity {
  id: string;
  title: string;
  description: string | null;
  location: string;
  tourType: TourType;
  date: string;
  /** The IANA zone of its place: the clock its times are shown on (_shared/portable/tour-time.ts). */
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
  /**
   * For a tour that requires a cannabis licence: its state and whether the caller holds a
   * current licence for it (bids are refused without, TP107); null otherwise.
   */
  licenceRequirement: LicenceRequirement | null;
  /** Whether it has as many active bids as `maxBids`: bids on it are refused (TP104). */
  maxBidsReached: boolean;
  /**
   * The caller's day away this tour's date falls on, on the tour's clock ("Away Jul 3–7:
   * Harvest"), or null: a bid on it asks first (`awayConfirmed`, TP108).
   */
  away: string | null;
  /** Only on GET /api/opportunities (matches). */
  matchScore?: number;
  meetingPlace: MeetingAddress | null;
}

export interface Bid {
  id: string;
  opportunityId: string;
  userId: string;
  /** The total: base + add-ons. */
  amount: string;
  message: string | null;
  /** The chosen add-ons, in §9's order. */
  addOns: BidAddOn[];
  status: BidStatus;
  declineReason: string | null;
  /** Minutes from the opportunity's creation to the bid. */
  responseTime: number | null;
  reviewedAt: string | null;
  createdAt: string;
  updatedAt: string;
}

/** What a tour's organiser changed after the fact: read with `tourNotice` (_shared/portable/tour-notice.ts). */
export interface TourChanges {
  /** The organiser's reason, when cancelled. */
  cancellationReason: string | null;
  /** The start and the place the latest move replaced (null: that move kept it). */
  previousDate: string | null;
  previousLocation: string | null;
  /** When it was last moved, or null. */
  movedAt: string | null;
}

export interface MyBid extends Bid {
  opportunity: TourChanges &
    Pick<
      Opportunity,
      "id" | "title" | "date" | "timeZone" | "location" | "baseRate" | "tourType" | "status"
    >;
  /** The tour an accepted bid became. */
  tour: { id: string; status: string; cancellationReason: string | null } | null;
}

/** A tour still ahead: scheduled, or cancelled with the organiser's reason. */
export interface UpcomingTour extends TourSummary, TourChanges {
  bidId: string | null;
}

/** GET /api/stats, with the last-month figures the dashboard compares with (docs/api.md). */
export interface PartnerStats {
  totalRevenue: string;
  toursCompleted: number;
  monthlyTours: number;
  monthlyRevenue: string;
  activeBids: number;
  successRate: number;
  /** The partner's rating: the mean of their visible reviews (0 before the first), and how many. */
  averageRating: number;
  reviewCount: number;
  /** Every bid the partner placed, whatever became of it: none before the first. */
  bidsPlaced: number;
  /** Bids accepted or declined: the success rate means nothing before the first. */
  decidedBids: number;
  /** public.partner_trends(): the figures this month's are compared with. */
  lastMonthRevenue: string;
  lastMonthTours: number;
  /** The success rate as it stood when this month began; null when no bid was decided before. */
  lastMonthSuccessRate: number | null;
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
  /** The partner's last 12 months: tours completed, withdrawn late, no-shows. */
  reliability: Reliability;
}

/** A tour's payable line: what completing it owes its partner (docs/api.md "Payouts"). */
export interface PayableLine {
  id: string;
  partnerId: string;
  tourId: string | null;
  tourTitle: string;
  tourDate: string;
  amount: string;
  /** When the tour was completed; the line counts in that month (UTC). */
  earnedAt: string;
  /** `YYYY-MM` of earnedAt (UTC). */
  month: string;
  status: PayableLineStatus;
  payoutId: string | null;
  correctionReason: string | null;
  /** The paid line this one reverses (its amount negative), else null. */
  reversalOf: string | null;
  /** Why the admin reversed that line; null unless a reversal. */
  reversalReason: string | null;
}

/** One payment to a partner, with the lines it paid. */
export interface Payout {
  id: string;
  partnerId: string;
  paidOn: string;
  method: PayoutMethod;
  reference: string;
  total: string;
  createdAt: string;
  /**
   * The R-code of the bank's return when this payment was an ACH entry that came back: its
   * lines are pending again (29_ach_batches.sql). Null otherwise.
   */
  achReturnCode: string | null;
  lines: PayableLine[];
}

/** GET /api/admin/payouts: one partner's month. outstanding = owed - paid. */
export interface PayoutMonth {
  partnerId: string;
  partnerName: string;
  partnerEmail: string | null;
  /** False until the partner confirms their address: paying waits for it (TP808). */
  partnerEmailVerified: boolean;
  /** False until the partner gives their tax details (W-9): paying waits for them (TP809). */
  partnerTaxDetailsGiven: boolean;
  /** False until the partner confirms a bank account: an ACH batch refuses them (TP837). */
  partnerBankAccountConfirmed: boolean;
  /** `YYYY-MM` (UTC). */
  month: string;
  owed: string;
  paid: string;
  outstanding: string;
  lines: PayableLine[];
}

/** GET /api/admin/payouts: one month's partners, a page of them by name. */
export interface PayoutMonthPage {
  /** `YYYY-MM` (UTC): the month asked for, the current one when none was. */
  month: string;
  items: PayoutMonth[];
  page: number;
  pageSize: number;
  /** How many partners have lines in the month. */
  total: number;
}

/** GET /api/earnings: a partner's month. Paid + pending is the dashboard's revenue. */
export interface EarningsMonth {
  month: string;
  paid: string;
  pending: string;
  lines: PayableLine[];
}

export interface Earnings {
  totalPaid: string;
  totalPending: string;
  months: EarningsMonth[];
  payments: Payout[];
}

/** GET /api/admin/tours: a tour on the admin's Tours page (docs/api.md "AdminTourListItem"). */
export interface AdminTourListItem {
  id: string;
  opportunityId: string;
  title: string;
  location: string;
  partnerId: string;
  partnerEmail: string | null;
  partnerFirstName: string | null;
  partnerLastName: string | null;
  partnerBusinessName: string | null;
  bidId: string | null;
  status: string;
  scheduledFor: string;
  /** The clock of the tour's place (docs/api.md "Tour times"). */
  timeZone: string;
  agreedAmount: string | null;
  actualRevenue: string | null;
  rating: number | null;
  feedback: string | null;
  completedAt: string | null;
  cancelledAt: string | null;
  cancellationReason: string | null;
  opportunityStatus: string;
  updatedAt: string;
  /** Who came: recorded on completion, or a scheduled tour's check-ins so far; null without guests. */
  attendance: Attendance | null;
}

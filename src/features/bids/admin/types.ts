import type { BidStatus } from "@shared/contracts/api";

/** The partner behind a bid, with the figures an admin compares. */
export interface BidPartner {
  id: string;
  email: string | null;
  firstName: string | null;
  lastName: string | null;
  businessName: string | null;
  businessType: string | null;
  location: string | null;
  expertise: string[] | null;
  isVerified: boolean;
  licensedStates: string[];
  rating: string | null;
  totalTours: number;
  totalRevenue: string;
}

/** docs/api.md "AdminBid": the total split back into base and add-ons. */
export interface AdminBid {
  id: string;
  opportunityId: string;
  userId: string;
  amount: string;
  baseAmount: string;
  addOnsTotal: string;
  addOns: { label: string; price: string | null }[];
  message: string | null;
  status: BidStatus;
  declineReason: string | null;
  tourId: string | null;
  /** Why the partner does not meet the tour's licence rule now (so it cannot be accepted), else null. */
  licenceShortfall: string | null;
  createdAt: string;
  partner: BidPartner;
}

export interface OpportunityBids {
  opportunity: {
    id: string;
    title: string;
    date: string;
    location: string;
    baseRate: string;
    status: string;
    partnersNeeded: number;
    maxBids: number;
    responseDeadline: string | null;
  };
  bids: AdminBid[];
}

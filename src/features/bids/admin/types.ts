export type { AdminBid, BidPartner, OpportunityBids } from "@shared/contracts/bids";

import type { AdminBid } from "../types";

const LIVE = new Set(["pending", "shortlisted"]);

/**
 * How many other bids accepting `bidId` declines: the other live ones, when this acceptance
 * gives the opportunity the partners it needs (public.accept_bid), else none.
 */
export function declinedByAccepting(bids: AdminBid[], partnersNeeded: number, bidId: string) {
  const accepted = bids.filter((bid) => bid.status === "accepted").length;
  if (accepted + 1 < partnersNeeded) return 0;
  return bids.filter((bid) => bid.id !== bidId && LIVE.has(bid.status)).length;
}

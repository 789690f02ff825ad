import type { MyBid } from "@shared/contracts/api";
import type { TourFate } from "@shared/tour-notice";

/**
 * What became of the tour a bid is for, as the partner should read it: cancelled when its
 * opportunity or its tour was (with the organiser's reason); otherwise the opportunity as it
 * stands, for a move. A bid that is no longer in play (declined for another partner, withdrawn)
 * hears of no move.
 */
export function bidFate(bid: MyBid): TourFate {
  const { opportunity, tour } = bid;
  const cancelled = opportunity.status === "cancelled" || tour?.status === "cancelled";
  const inPlay = ["pending", "shortlisted", "accepted"].includes(bid.status);
  return {
    status: cancelled ? "cancelled" : inPlay ? opportunity.status : "closed",
    date: opportunity.date,
    timeZone: opportunity.timeZone,
    location: opportunity.location,
    cancellationReason: tour?.cancellationReason ?? opportunity.cancellationReason,
    previousDate: opportunity.previousDate,
    previousLocation: opportunity.previousLocation,
    movedAt: opportunity.movedAt,
  };
}

import type { MyBid } from "@shared/contracts/api";
import { formatTourDateTime } from "@shared/tour-time";
import { TourNoticeLine } from "@/components/ui/tour-notice-line";
import { formatDate, formatMoney } from "@/utils/format";
import { bidFate } from "./bid-fate";
import { BidStatusBadge } from "./bid-status-badge";

/** A partner may withdraw a bid only while it is still being considered. */
export const canWithdraw = (bid: MyBid) => bid.status === "pending" || bid.status === "shortlisted";

export interface BidRowProps {
  bid: MyBid;
  onWithdraw: (bid: MyBid) => void;
}

export function BidRow({ bid, onWithdraw }: BidRowProps) {
  const fate = bidFate(bid);
  const cancelled = fate.status === "cancelled";
  return (
    <li className="flex flex-wrap items-start justify-between gap-3 py-3">
      <div className="min-w-0 flex-1 basis-48">
        <div className="flex flex-wrap items-center gap-2">
          <h3 className="font-semibold break-words">{bid.opportunity.title}</h3>
          {cancelled ? (
            <span className="badge badge-sm badge-error">Cancelled</span>
          ) : (
            <BidStatusBadge status={bid.status} />
          )}
        </div>
        <p className="text-sm text-base-content/70">
          <time dateTime={bid.opportunity.date}>
            {formatTourDateTime(bid.opportunity.date, bid.opportunity.timeZone)}
          </time>{" "}
          · Bid {formatMoney(bid.amount)} · Placed {formatDate(bid.createdAt)}
        </p>
        <TourNoticeLine fate={fate} since={bid.createdAt} className="mt-1" />
        {bid.status === "declined" && bid.declineReason && !cancelled ? (
          <p className="mt-1 text-sm">
            <span className="font-medium">Reason:</span> {bid.declineReason}
          </p>
        ) : null}
      </div>
      {canWithdraw(bid) ? (
        <button type="button" className="btn btn-outline btn-sm" onClick={() => onWithdraw(bid)}>
          Withdraw<span className="sr-only"> bid for {bid.opportunity.title}</span>
        </button>
      ) : null}
    </li>
  );
}

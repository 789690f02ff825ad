import type { BidStatus, Opportunity } from "@shared/contracts/api";
import { formatTourDate, formatTourTime } from "@shared/tour-time";
import { useId } from "react";
import { formatMoney } from "@/utils/format";
import { TOUR_TYPE_LABELS } from "./opportunity-options";
import { PriorityBadge } from "./priority-badge";

/** A bid in one of these states blocks another bid on the same opportunity (docs/api.md "Bids"). */
const ACTIVE_BID_STATUSES: readonly BidStatus[] = ["pending", "shortlisted", "accepted"];

export function hasActiveBid(opportunity: Opportunity) {
  return opportunity.myBid !== null && ACTIVE_BID_STATUSES.includes(opportunity.myBid.status);
}

/** Bidding's refusal of a tour that has all the bids it takes (TP104). */
const MAX_BIDS_REACHED = "This opportunity has reached its maximum number of bids.";

export interface OpportunityCardProps {
  opportunity: Opportunity;
  onBid: (opportunity: Opportunity) => void;
}

/**
 * What a tour's licence requirement says to the partner before they open the bid dialog, and
 * whether it keeps them from bidding (the database refuses such a bid, TP107).
 */
export function licenceNotice(opportunity: Opportunity) {
  const licence = opportunity.licenceRequirement;
  if (!licence) return null;
  const text = licence.state
    ? `Requires an approved ${licence.state} cannabis licence`
    : "Requires a cannabis licence, and its location names no US state";
  const reason = !licence.state
    ? "No licence can be matched to this tour."
    : licence.pending
      ? `Your ${licence.state} licence is pending review; you can bid once an admin approves it.`
      : `Add your ${licence.state} licence on your Profile; you can bid once an admin approves it.`;
  return { text, blocked: !licence.held, reason: licence.held ? null : reason };
}

/**
 * product §2: one opportunity with its details and the Submit Bid button. Its paragraphs opt out
 * of daisyUI's growing card paragraphs, so cards of one row keep their lines together.
 */
export function OpportunityCard({ opportunity, onBid }: OpportunityCardProps) {
  const titleId = useId();
  const bidStatusId = useId();
  const licenceId = useId();
  const licence = licenceNotice(opportunity);
  const bid = hasActiveBid(opportunity) ? opportunity.myBid : null;
  // Why the partner cannot bid, as the database would refuse it (TP104, TP107).
  const closedReason = opportunity.maxBidsReached ? MAX_BIDS_REACHED : licence?.reason;
  const requirements = opportunity.requirements ?? [];

  return (
    <article className="card h-full bg-base-100 shadow-sm" aria-labelledby={titleId}>
      <div className="card-body gap-3 p-5">
        <div className="flex grow flex-col gap-3">
          <div className="flex items-start justify-between gap-2">
            <h2 id={titleId} className="card-title min-w-0 text-lg break-words">
              {opportunity.title}
            </h2>
            <PriorityBadge priority={opportunity.priority} />
          </div>
          <p className="grow-0 text-sm text-base-content/70">
            {opportunity.location} · {TOUR_TYPE_LABELS[opportunity.tourType]}
          </p>
          {opportunity.description ? (
            <p className="line-clamp-2 grow-0 text-sm break-words">{opportunity.description}</p>
          ) : null}
          <dl className="grid grid-cols-2 gap-x-4 gap-y-1 text-sm">
            <dt className="sr-only">Date</dt>
            <dd className="col-span-2">
              <time dateTime={opportunity.date}>
                {formatTourDate(opportunity.date, opportunity.timeZone)} ·{" "}
                {formatTourTime(opportunity.date, opportunity.timeZone)}
              </time>
            </dd>
            {opportunity.responseDeadline ? (
              <>
                <dt className="sr-only">Response deadline</dt>
                <dd className="col-span-2">
                  {/* On the tour's clock, its zone named, like the tour's own time. */}
                  Bids close{" "}
                  <time dateTime={opportunity.responseDeadline}>
                    {formatTourDate(opportunity.responseDeadline, opportunity.timeZone)} ·{" "}
                    {formatTourTime(opportunity.responseDeadline, opportunity.timeZone)}
                  </time>
                </dd>
              </>
            ) : null}
            <dt className="sr-only">Group size</dt>
            <dd>{opportunity.groupSize} guests</dd>
            <dt className="sr-only">Duration</dt>
            <dd>
              {opportunity.duration} {opportunity.duration === 1 ? "hour" : "hours"}
            </dd>
          </dl>
          {requirements.length > 0 ? (
            <ul className="flex flex-wrap gap-1" aria-label="Requirements">
              {requirements.map((requirement) => (
                <li key={requirement} className="badge badge-outline badge-sm h-auto py-0.5">
                  {requirement}
                </li>
              ))}
            </ul>
          ) : null}
          {opportunity.away ? (
            <p className="grow-0">
              <span className="badge badge-warning badge-soft h-auto py-0.5">
                {opportunity.away}
              </span>
            </p>
          ) : null}
          {licence ? (
            <p id={licenceId} className="grow-0 text-sm font-medium">
              {licence.text}
              {licence.blocked ? "" : " · you hold one"}
            </p>
          ) : null}
        </div>
        <div className="flex flex-wrap items-center justify-between gap-3 pt-2">
          <p className="grow-0">
            <span className="block text-xs text-base-content/70">Base rate</span>
            <span className="text-xl font-bold">{formatMoney(opportunity.baseRate)}</span>
          </p>
          {bid ? (
            <div className="flex flex-col items-end gap-1">
              <button type="button" className="btn btn-sm" disabled aria-describedby={bidStatusId}>
                Bid submitted
              </button>
              <span id={bidStatusId} className="text-xs text-base-content/70">
                Your bid: <span className="capitalize">{bid.status}</span> ·{" "}
                {formatMoney(bid.amount)}
              </span>
            </div>
          ) : closedReason ? (
            <div className="flex max-w-60 flex-col items-end gap-1">
              <button
                type="button"
                className="btn btn-primary btn-sm"
                disabled
                aria-describedby={[titleId, licence ? licenceId : null, bidStatusId]
                  .filter(Boolean)
                  .join(" ")}
              >
                Submit Bid
              </button>
              <span id={bidStatusId} className="text-right text-xs text-base-content/70">
                {closedReason}
              </span>
            </div>
          ) : (
            <button
              type="button"
              className="btn btn-primary btn-sm"
              aria-describedby={titleId}
              onClick={() => onBid(opportunity)}
            >
              Submit Bid
            </button>
          )}
        </div>
      </div>
    </article>
  );
}

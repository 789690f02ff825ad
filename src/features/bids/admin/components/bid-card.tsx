import { verificationLabel } from "@shared/contracts/licences";
import { ratingSummary } from "@shared/messages/review-messages";
import { useId, useState } from "react";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { StatusBadge } from "@/components/ui/status-badge";
import { notifyError, notifySuccess } from "@/lib/toast";
import { errorMessage } from "@/utils/error-message";
import { formatMoney } from "@/utils/format";
import { reliabilitySummary } from "@/utils/reliability";
import { partnerName } from "@/utils/user-display";
import { useReviewBid } from "../api/review-bid";
import type { AdminBid } from "../types";
import { DeclineBidForm } from "./decline-bid-form";

const DONE: Record<string, string> = {
  shortlisted: "Bid shortlisted.",
  accepted: "Bid accepted. The tour is scheduled.",
  declined: "Bid declined.",
};

export interface BidCardProps {
  bid: AdminBid;
  /** How many other bids accepting this one declines (declinedByAccepting). */
  othersDeclined?: number;
}

/** What accepting says before it is done: the tour scheduled, and who else is turned down. */
function acceptQuestion(name: string, amount: string, othersDeclined: number) {
  const declines =
    othersDeclined === 0
      ? "No other bid is declined."
      : `It declines the ${othersDeclined === 1 ? "other bid" : `${othersDeclined} other bids`}; ${othersDeclined === 1 ? "that partner is" : "those partners are"} told.`;
  return `Accepting ${name}'s bid of ${formatMoney(amount)} schedules the tour. ${declines}`;
}

/** One bid for side-by-side comparison: who, how much and of what, and the decision. */
export function BidCard({ bid, othersDeclined = 0 }: BidCardProps) {
  const titleId = useId();
  const [declining, setDeclining] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const review = useReviewBid();
  const { partner } = bid;
  const name = partnerName(partner);
  const verified = verificationLabel(partner);
  const live = bid.status === "pending" || bid.status === "shortlisted";

  const decide = (status: "shortlisted" | "accepted" | "declined", declineReason?: string) =>
    review.mutate(
      { bidId: bid.id, review: { status, declineReason } },
      {
        onSuccess: () => {
          setDeclining(false);
          setConfirming(false);
          notifySuccess({ title: "Success", description: DONE[status] });
        },
        onError: (error) => {
          setConfirming(false);
          notifyError({
            title: "Error",
            description: errorMessage(error, "Failed to update bid."),
          });
        },
      },
    );

  return (
    <article aria-labelledby={titleId} className="card card-border border-base-300 bg-base-100">
      <div className="card-body gap-3 p-4">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <div className="min-w-0">
            <h3 id={titleId} className="font-semibold break-words">
              {name}
            </h3>
            {partner.businessName && partner.businessName !== name ? (
              <p className="text-sm break-words text-base-content/70">{partner.businessName}</p>
            ) : null}
          </div>
          <div className="flex flex-wrap gap-1">
            {verified ? (
              <span className="badge badge-success badge-sm h-auto" title={verified}>
                {verified}
              </span>
            ) : null}
            <StatusBadge status={bid.status} />
          </div>
        </div>
        <dl className="grid grid-cols-3 gap-2 text-sm">
          <div>
            <dt className="text-base-content/70">Rating</dt>
            <dd className="font-medium">{ratingSummary(partner.rating, partner.reviewCount)}</dd>
          </div>
          <div>
            <dt className="text-base-content/70">Tours</dt>
            <dd className="font-medium">{partner.totalTours}</dd>
          </div>
          <div>
            <dt className="text-base-content/70">Revenue</dt>
            <dd className="font-medium break-words">{formatMoney(partner.totalRevenue)}</dd>
          </div>
          <div className="col-span-3">
            <dt className="text-base-content/70">Reliability, last 12 months</dt>
            <dd className="font-medium">{reliabilitySummary(partner.reliability)}</dd>
          </div>
        </dl>
        <div className="rounded-box bg-base-200 p-3">
          <p className="flex items-baseline justify-between gap-2">
            <span className="text-sm">Total</span>
            <span className="text-xl font-bold">{formatMoney(bid.amount)}</span>
          </p>
          <ul className="mt-1 text-sm" aria-label={`Breakdown of ${name}'s bid`}>
            <li className="flex justify-between gap-2">
              <span>Base amount</span>
              <span>{formatMoney(bid.baseAmount)}</span>
            </li>
            {bid.addOns.map((addOn) => (
              <li key={addOn.id} className="flex justify-between gap-2">
                <span>{addOn.label}</span>
                <span>+{formatMoney(addOn.price)}</span>
              </li>
            ))}
          </ul>
        </div>
        {bid.message ? (
          <p className="text-sm break-words whitespace-pre-line">{bid.message}</p>
        ) : null}
        {bid.declineReason ? (
          <p className="text-sm text-base-content/70">Declined: {bid.declineReason}</p>
        ) : null}
        {live && bid.licenceShortfall ? (
          <p className="rounded-box border border-warning p-2 text-sm">
            <span className="font-medium">Cannot be accepted:</span> {bid.licenceShortfall}
          </p>
        ) : null}
        {review.error ? (
          <p role="alert" className="text-sm text-red-700 dark:text-red-400">
            {errorMessage(review.error, "Failed to update bid.")}
          </p>
        ) : null}
        {live && declining ? (
          <DeclineBidForm
            pending={review.isPending}
            onDecline={(reason) => decide("declined", reason)}
            onCancel={() => setDeclining(false)}
          />
        ) : null}
        {live && !declining ? (
          <div className="card-actions justify-end">
            {bid.status === "pending" ? (
              <button
                type="button"
                className="btn btn-sm btn-outline"
                disabled={review.isPending}
                onClick={() => decide("shortlisted")}
              >
                Shortlist
              </button>
            ) : null}
            <button
              type="button"
              className="btn btn-sm btn-primary"
              disabled={review.isPending || bid.licenceShortfall !== null}
              onClick={() => setConfirming(true)}
            >
              Accept
            </button>
            <button
              type="button"
              className="btn btn-sm btn-ghost text-error"
              disabled={review.isPending}
              onClick={() => setDeclining(true)}
            >
              Decline
            </button>
          </div>
        ) : null}
      </div>
      <ConfirmDialog
        open={confirming}
        title="Accept this bid?"
        description={acceptQuestion(name, bid.amount, othersDeclined)}
        confirmLabel="Accept Bid"
        pending={review.isPending}
        onConfirm={() => decide("accepted")}
        onClose={() => setConfirming(false)}
      />
    </article>
  );
}

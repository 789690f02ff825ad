import { formatTourDateTime } from "@shared/tour-time";
import { useId } from "react";
import { StatusBadge } from "@/components/ui/status-badge";
import { formatMoney } from "@/utils/format";
import type { AdminOpportunity } from "../types";
import { AssignPartnersDialog } from "./assign-partners-dialog";
import { CancelOpportunityDialog } from "./cancel-opportunity-dialog";
import { DuplicateOpportunityButton } from "./duplicate-opportunity-button";
import { EditOpportunityDialog } from "./edit-opportunity-dialog";
import { PriorityBadge } from "./priority-badge";
import { SaveTemplateDialog } from "./save-template-dialog";

/** Open and awarded opportunities can still change; cancelled and completed ones are history. */
const EDITABLE = new Set(["open", "awarded"]);

const plural = (count: number, one: string, many = `${one}s`) =>
  `${count} ${count === 1 ? one : many}`;

export interface OpportunityCardProps {
  opportunity: AdminOpportunity;
  /** "Bids (n)": the list opens its bids dialog on this opportunity. */
  onOpenBids: (opportunity: AdminOpportunity) => void;
}

/** One opportunity with what an admin watches, and the ways to act on it. */
export function OpportunityCard({ opportunity, onOpenBids }: OpportunityCardProps) {
  const titleId = useId();
  const details: [string, string][] = [
    ["Location", opportunity.location],
    ["Date", formatTourDateTime(opportunity.date, opportunity.timeZone)],
    ["Duration", plural(opportunity.duration, "hour")],
    ["Guests", plural(opportunity.groupSize, "guest")],
    ["Base rate", formatMoney(opportunity.baseRate)],
    // Awarded (accepted bids) against how many the tour needs, apart from the partners only
    // asked to bid: an awarded tour read "Assigned 0 partners".
    ["Awarded", `${opportunity.awardedCount} of ${opportunity.partnersNeeded} needed`],
    [
      "Assigned",
      opportunity.assignedPartners.length > 0
        ? plural(opportunity.assignedPartners.length, "partner")
        : "None",
    ],
    [
      "Response deadline",
      opportunity.responseDeadline
        ? formatTourDateTime(opportunity.responseDeadline, opportunity.timeZone)
        : "None",
    ],
    ["Bids", String(opportunity.bidCount)],
  ];
  return (
    <article aria-labelledby={titleId} className="card bg-base-100 shadow-sm">
      <div className="card-body gap-3 p-5">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <h2 id={titleId} className="card-title min-w-0 break-words text-lg">
            {opportunity.title}
          </h2>
          <div className="flex flex-wrap gap-1">
            <PriorityBadge priority={opportunity.priority} />
            <StatusBadge status={opportunity.status} />
          </div>
        </div>
        {opportunity.status === "cancelled" && opportunity.cancellationReason ? (
          <p className="text-sm text-red-700 dark:text-red-400">
            Cancelled: {opportunity.cancellationReason}
          </p>
        ) : null}
        {opportunity.status === "open" && Date.parse(opportunity.date) <= Date.now() ? (
          // Partners no longer see it and no bid can be placed: only the admin can move it on.
          <p className="text-sm text-amber-800 dark:text-amber-300">
            Its date has passed without an award: move it to a new date or cancel it.
          </p>
        ) : null}
        {opportunity.description ? (
          <p className="line-clamp-3 text-sm text-base-content/80">{opportunity.description}</p>
        ) : null}
        <dl className="grid grid-cols-2 gap-x-4 gap-y-2 text-sm lg:grid-cols-4">
          {details.map(([term, value]) => (
            <div key={term} className="min-w-0">
              <dt className="text-base-content/70">{term}</dt>
              <dd className="break-words font-medium">{value}</dd>
            </div>
          ))}
        </dl>
        <div className="card-actions flex-wrap justify-end">
          <SaveTemplateDialog opportunity={opportunity} />
          <DuplicateOpportunityButton opportunity={opportunity} />
          {EDITABLE.has(opportunity.status) ? (
            <EditOpportunityDialog opportunity={opportunity} />
          ) : null}
          {EDITABLE.has(opportunity.status) ? (
            <CancelOpportunityDialog opportunity={opportunity} />
          ) : null}
          <AssignPartnersDialog opportunity={opportunity} />
          <button
            type="button"
            className="btn btn-primary btn-sm"
            onClick={() => onOpenBids(opportunity)}
          >
            Bids ({opportunity.bidCount})
          </button>
        </div>
      </div>
    </article>
  );
}

import { MONEY_LABELS } from "@shared/money-labels";
import { formatTourDateTime } from "@shared/tour-time";
import { QuerySection } from "@/components/ui/query-section";
import { StatusBadge } from "@/components/ui/status-badge";
import { useOpportunityBids } from "@/features/bids/admin";
import { formatMoney } from "@/utils/format";
import { partnerName } from "@/utils/user-display";
import { useOpportunityTours } from "../api/get-opportunity-tours";
import type { AdminTour } from "../types";

export type TourAction = { kind: "complete" | "cancel"; tour: AdminTour; partner: string };

export interface ToursPanelProps {
  opportunityId: string;
  onAction: (action: TourAction) => void;
}

/** A tour is completed from its start on, never before (the database's TP204). */
function hasStarted(tour: AdminTour) {
  return Date.now() >= Date.parse(tour.scheduledFor);
}

/** The tours the accepted bids scheduled, what became of them, and completing or cancelling. */
export function ToursPanel({ opportunityId, onAction }: ToursPanelProps) {
  const query = useOpportunityTours(opportunityId);
  const bids = useOpportunityBids(opportunityId).data?.bids ?? [];
  const names = new Map(bids.map((bid) => [bid.userId, partnerName(bid.partner)]));
  const tours = query.data ?? [];
  return (
    <QuerySection
      id={`${opportunityId}-tours`}
      title="Tours"
      query={query}
      loadingLabel="Loading tours..."
      isEmpty={tours.length === 0}
      emptyText="No tours yet. Accepting a bid schedules one."
    >
      <ul className="flex flex-col gap-3">
        {tours.map((tour) => {
          const partner = names.get(tour.partnerId) ?? "Partner";
          return (
            <li
              key={tour.id}
              aria-label={`Tour with ${partner}`}
              className="rounded-box border border-base-300 p-4"
            >
              <TourSummary tour={tour} partner={partner} />
              {tour.status === "scheduled" ? (
                <>
                  <div className="mt-3 flex flex-wrap justify-end gap-2">
                    <button
                      type="button"
                      className="btn btn-sm btn-ghost text-error"
                      onClick={() => onAction({ kind: "cancel", tour, partner })}
                    >
                      Cancel Tour
                    </button>
                    {hasStarted(tour) ? (
                      <button
                        type="button"
                        className="btn btn-sm btn-primary"
                        onClick={() => onAction({ kind: "complete", tour, partner })}
                      >
                        Complete Tour
                      </button>
                    ) : null}
                  </div>
                  {hasStarted(tour) ? null : (
                    <p className="mt-2 text-right text-sm text-base-content/70">
                      Can be completed once it starts,{" "}
                      {formatTourDateTime(tour.scheduledFor, tour.timeZone)}.
                    </p>
                  )}
                </>
              ) : null}
            </li>
          );
        })}
      </ul>
    </QuerySection>
  );
}

function TourSummary({ tour, partner }: { tour: AdminTour; partner: string }) {
  const details: [string, string][] = [
    ["Scheduled for", formatTourDateTime(tour.scheduledFor, tour.timeZone)],
    [MONEY_LABELS.agreedAmount, formatMoney(tour.agreedAmount ?? tour.actualRevenue)],
  ];
  if (tour.status === "completed") {
    details.push([MONEY_LABELS.clientPrice, formatMoney(tour.actualRevenue)]);
    details.push(["Rating", tour.rating ? `${tour.rating} of 5 stars` : "Not rated"]);
  }
  return (
    <>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="font-semibold break-words">{partner}</p>
        <StatusBadge status={tour.status} />
      </div>
      <dl className="mt-2 grid grid-cols-2 gap-2 text-sm sm:grid-cols-4">
        {details.map(([term, value]) => (
          <div key={term}>
            <dt className="text-base-content/70">{term}</dt>
            <dd className="font-medium">{value}</dd>
          </div>
        ))}
      </dl>
      {tour.feedback ? <p className="mt-2 text-sm break-words">Feedback: {tour.feedback}</p> : null}
      {tour.cancellationReason ? (
        <p className="mt-2 text-sm break-words">Reason: {tour.cancellationReason}</p>
      ) : null}
    </>
  );
}

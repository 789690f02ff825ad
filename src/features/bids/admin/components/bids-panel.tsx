import { QueryState } from "@/components/ui/query-state";
import { useOpportunityBids } from "../api/get-opportunity-bids";
import { BidCard } from "./bid-card";

/** The opportunity's bids side by side: accepted, shortlisted and pending first, cheapest first. */
export function BidsPanel({ opportunityId }: { opportunityId: string }) {
  const query = useOpportunityBids(opportunityId);
  const bids = query.data?.bids ?? [];
  return (
    <section aria-labelledby={`${opportunityId}-bids`} className="flex flex-col gap-3">
      <h3 id={`${opportunityId}-bids`} className="text-base font-semibold">
        Bids
      </h3>
      <QueryState
        isPending={query.isPending}
        error={query.error}
        onRetry={() => query.refetch()}
        label="Loading bids..."
      >
        {bids.length === 0 ? (
          <p className="text-base-content/70">No bids yet.</p>
        ) : (
          <div className="grid gap-4 sm:grid-cols-2">
            {bids.map((bid) => (
              <BidCard key={bid.id} bid={bid} />
            ))}
          </div>
        )}
      </QueryState>
    </section>
  );
}

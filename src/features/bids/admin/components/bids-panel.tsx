import { QuerySection } from "@/components/ui/query-section";
import { useOpportunityBids } from "../api/get-opportunity-bids";
import { BidCard } from "./bid-card";
import { declinedByAccepting } from "./declined-by-accepting";

/** The opportunity's bids side by side: accepted, shortlisted and pending first, cheapest first. */
export function BidsPanel({ opportunityId }: { opportunityId: string }) {
  const query = useOpportunityBids(opportunityId);
  const bids = query.data?.bids ?? [];
  const partnersNeeded = query.data?.opportunity.partnersNeeded ?? 1;
  return (
    <QuerySection
      id={`${opportunityId}-bids`}
      title="Bids"
      query={query}
      loadingLabel="Loading bids..."
      isEmpty={bids.length === 0}
      emptyText="No bids yet."
    >
      <div className="grid gap-4 sm:grid-cols-2">
        {bids.map((bid) => (
          <BidCard
            key={bid.id}
            bid={bid}
            othersDeclined={declinedByAccepting(bids, partnersNeeded, bid.id)}
          />
        ))}
      </div>
    </QuerySection>
  );
}

import type { Opportunity } from "@shared/contracts/api";
import { hasFilters, type OpportunityFilters } from "./filter-opportunities";
import { OpportunityCard } from "./opportunity-card";

export const NONE_AVAILABLE = "No opportunities available at the moment. Check back later!";
export const NONE_MATCHING =
  "No opportunities match your filters. Try adjusting your search criteria.";

export interface OpportunityGridProps {
  opportunities: Opportunity[];
  filters: OpportunityFilters;
  /** Whether the list is the server's answer for these filters, not a narrowed earlier one. */
  settled: boolean;
  busy: boolean;
  onBid: (opportunity: Opportunity) => void;
}

/** The cards, one column on phones; or product §2's empty texts. */
export function OpportunityGrid({
  opportunities,
  filters,
  settled,
  busy,
  onBid,
}: OpportunityGridProps) {
  if (opportunities.length === 0) {
    if (!hasFilters(filters) && !settled) {
      return (
        <div role="status" className="flex justify-center py-8">
          <span className="loading loading-spinner loading-md text-primary" aria-hidden="true" />
          <span className="sr-only">Loading opportunities...</span>
        </div>
      );
    }
    return (
      <p className="rounded-box border border-dashed border-base-300 px-4 py-10 text-center text-base-content/70">
        {hasFilters(filters) ? NONE_MATCHING : NONE_AVAILABLE}
      </p>
    );
  }
  return (
    <ul
      aria-label="Opportunities"
      aria-busy={busy}
      className="grid grid-cols-1 gap-4 md:grid-cols-2 xl:grid-cols-3"
    >
      {opportunities.map((opportunity) => (
        <li key={opportunity.id} className="min-w-0">
          <OpportunityCard opportunity={opportunity} onBid={onBid} />
        </li>
      ))}
    </ul>
  );
}

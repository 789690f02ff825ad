import { useState } from "react";
import { QueryState } from "@/components/ui/query-state";
import { useAdminOpportunities } from "../api/get-admin-opportunities";
import type { AdminOpportunity, AdminOpportunityFilters } from "../types";
import { BidsDialog } from "./bids-dialog";
import { OpportunityCard } from "./opportunity-card";

const NO_FILTERS: AdminOpportunityFilters = { search: "", status: "all", review: false };

function isFiltered(filters: AdminOpportunityFilters) {
  return filters.search.trim() !== "" || filters.status !== "all" || filters.review;
}

/** The opportunities the filters find as cards, newest first, with more loaded on request. */
export function OpportunityList({ filters = NO_FILTERS }: { filters?: AdminOpportunityFilters }) {
  const query = useAdminOpportunities(filters);
  const [bidsOf, setBidsOf] = useState<AdminOpportunity | null>(null);
  const opportunities = query.data?.pages.flatMap((page) => page.items) ?? [];
  const total = query.data?.pages[0]?.total ?? 0;

  return (
    <>
      <QueryState
        isPending={query.isPending}
        error={query.error}
        onRetry={() => query.refetch()}
        label="Loading opportunities..."
      >
        {opportunities.length === 0 ? (
          <div className="card bg-base-100 shadow-sm">
            <p className="card-body text-center text-base-content/70">
              {isFiltered(filters)
                ? "No opportunities match your filters."
                : "No opportunities created yet. Create your first opportunity to get started."}
            </p>
          </div>
        ) : (
          <div className="flex flex-col gap-4" aria-busy={query.isFetching}>
            <p className="text-sm text-base-content/70" aria-live="polite">
              Showing {opportunities.length} of {total}
            </p>
            {opportunities.map((opportunity) => (
              <OpportunityCard
                key={opportunity.id}
                opportunity={opportunity}
                onOpenBids={setBidsOf}
              />
            ))}
            {query.hasNextPage ? (
              <button
                type="button"
                className="btn btn-outline self-center"
                disabled={query.isFetchingNextPage}
                onClick={() => query.fetchNextPage()}
              >
                {query.isFetchingNextPage ? (
                  <span className="loading loading-spinner loading-sm" aria-hidden="true" />
                ) : null}
                Load more
              </button>
            ) : null}
          </div>
        )}
      </QueryState>
      <BidsDialog opportunity={bidsOf} onClose={() => setBidsOf(null)} />
    </>
  );
}

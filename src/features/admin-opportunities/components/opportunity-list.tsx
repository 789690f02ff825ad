import { QueryState } from "@/components/ui/query-state";
import { useAdminOpportunities } from "../api/get-admin-opportunities";
import { OpportunityCard } from "./opportunity-card";

/** Every opportunity as a card, newest first, with more loaded on request. */
export function OpportunityList() {
  const query = useAdminOpportunities();
  const opportunities = query.data?.pages.flatMap((page) => page.items) ?? [];
  const total = query.data?.pages[0]?.total ?? 0;

  return (
    <QueryState
      isPending={query.isPending}
      error={query.error}
      onRetry={() => query.refetch()}
      label="Loading opportunities..."
    >
      {opportunities.length === 0 ? (
        <div className="card bg-base-100 shadow-sm">
          <p className="card-body text-center text-base-content/70">
            No opportunities created yet. Create your first opportunity to get started.
          </p>
        </div>
      ) : (
        <div className="flex flex-col gap-4">
          <p className="text-sm text-base-content/70" aria-live="polite">
            Showing {opportunities.length} of {total}
          </p>
          {opportunities.map((opportunity) => (
            <OpportunityCard key={opportunity.id} opportunity={opportunity} />
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
  );
}

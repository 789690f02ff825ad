import type { Opportunity } from "@shared/contracts/api";
import { useRef, useState } from "react";
import { Pagination } from "@/components/ui/pagination";
import { QueryState } from "@/components/ui/query-state";
import { BidDialog } from "@/features/bids";
import { useDebouncedSearchFilter } from "@/hooks/use-debounced-search";
import { useOpportunities } from "../api/get-opportunities";
import { useOpportunityFilters } from "../hooks/use-opportunity-filters";
import { filterOpportunities } from "./filter-opportunities";
import { OpportunityFiltersBar } from "./opportunity-filters-bar";
import { OpportunityGrid } from "./opportunity-grid";

export const OPPORTUNITIES_PAGE_SIZE = 12;

/**
 * product §2's Opportunities list. The server searches and pages (the URL keeps the search,
 * filters and page); meanwhile the page already loaded is filtered here, so typing narrows it
 * at once and the server's answer then replaces it.
 */
export function OpportunitiesBrowser() {
  const { state, update } = useOpportunityFilters();
  const [search, setSearch, commitSearch] = useDebouncedSearchFilter(state.search, update);
  const [bidding, setBidding] = useState<Opportunity | null>(null);
  const topRef = useRef<HTMLDivElement>(null);
  const query = useOpportunities({ ...state, pageSize: OPPORTUNITIES_PAGE_SIZE });

  const filters = { search, type: state.type, priority: state.priority };
  const data = query.data;
  const items = data ? filterOpportunities(data.items, filters) : [];
  // The server's answer for exactly what is shown: its total is the count of every page.
  const settled = data !== undefined && !query.isPlaceholderData && search === state.search;

  const goToPage = (page: number) => {
    update({ page });
    // A new page starts at its first card, not where the previous one was left.
    topRef.current?.scrollIntoView?.({ block: "start" });
  };

  return (
    <div ref={topRef} className="scroll-mt-20 space-y-6">
      <OpportunityFiltersBar
        filters={filters}
        count={data ? (settled ? data.total : items.length) : undefined}
        countCapped={settled && data?.totalCapped === true}
        onSearchBlur={commitSearch}
        onChange={({ search: typed, ...changes }) => {
          if (typed !== undefined) setSearch(typed);
          if (Object.keys(changes).length > 0) update({ ...changes, search });
        }}
      />
      <QueryState
        isPending={query.isPending}
        error={data ? null : query.error}
        onRetry={() => void query.refetch()}
        label="Loading opportunities..."
      >
        <OpportunityGrid
          opportunities={items}
          filters={filters}
          settled={settled}
          busy={query.isFetching}
          onBid={setBidding}
        />
        {data ? (
          <Pagination
            page={state.page}
            pageSize={OPPORTUNITIES_PAGE_SIZE}
            total={data.total}
            totalCapped={data.totalCapped}
            onPage={goToPage}
          />
        ) : null}
      </QueryState>
      <BidDialog opportunity={bidding} onClose={() => setBidding(null)} />
    </div>
  );
}

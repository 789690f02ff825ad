import { FilterBar } from "@/components/ui/filter-bar";
import { FilterSelect } from "@/components/ui/filter-select";
import { useDebouncedSearchFilter } from "@/hooks/use-debounced-search";
import { capitalize, formatCount } from "@/utils/format";
import { type AdminOpportunityFilters, OPPORTUNITY_STATUSES } from "../types";

const STATUS_OPTIONS: ReadonlyArray<readonly [AdminOpportunityFilters["status"], string]> = [
  ["all", "All Status"],
  ...OPPORTUNITY_STATUSES.map((status) => [status, capitalize(status)] as const),
];

export interface OpportunityFiltersBarProps {
  filters: AdminOpportunityFilters;
  onChange: (changes: Partial<AdminOpportunityFilters>) => void;
  /** Opportunities the filters find, when known. */
  total?: number;
}

/** Search over title, location and description; a status filter; bids awaiting review; count. */
export function OpportunityFiltersBar({ filters, onChange, total }: OpportunityFiltersBarProps) {
  const [search, setSearch, commitSearch] = useDebouncedSearchFilter(filters.search, onChange);

  return (
    <FilterBar
      search={{
        label: "Search opportunities",
        placeholder: "Title, location or description",
        value: search,
        onChange: setSearch,
        onBlur: commitSearch,
      }}
    >
      <div className="flex flex-wrap items-end gap-3">
        <FilterSelect
          label="Status"
          value={filters.status}
          options={STATUS_OPTIONS}
          onChange={(status) => onChange({ status })}
          className="w-40"
        />
        <label className="label h-10 cursor-pointer gap-2 text-base-content">
          <input
            type="checkbox"
            className="checkbox checkbox-primary"
            checked={filters.review}
            onChange={(event) => onChange({ review: event.target.checked })}
          />
          Bids to review
        </label>
        <output
          className="badge badge-lg badge-neutral h-10"
          aria-live="polite"
          aria-label="Matching opportunities"
        >
          {total === undefined ? "…" : formatCount(total, "opportunity", "opportunities")}
        </output>
      </div>
    </FilterBar>
  );
}

import { FilterBar } from "@/components/ui/filter-bar";
import { FilterSelect } from "@/components/ui/filter-select";
import { formatCount } from "@/utils/format";
import type { OpportunityFilters } from "./filter-opportunities";
import { PRIORITY_OPTIONS, TYPE_OPTIONS } from "./opportunity-options";

export interface OpportunityFiltersBarProps {
  filters: OpportunityFilters;
  onChange: (changes: Partial<OpportunityFilters>) => void;
  /** The search box lost focus: what is typed is searched now. */
  onSearchBlur?: () => void;
  /** Opportunities matching the filters, once known. */
  count?: number;
  /** The server stopped counting at `count`: more match. */
  countCapped?: boolean;
}

/** product §2: the search box, the type and priority filters and the result count badge. */
export function OpportunityFiltersBar({
  filters,
  onChange,
  onSearchBlur,
  count,
  countCapped = false,
}: OpportunityFiltersBarProps) {
  return (
    <FilterBar
      search={{
        label: "Search opportunities",
        placeholder: "Title, location or description",
        value: filters.search,
        onChange: (search) => onChange({ search }),
        onBlur: onSearchBlur,
      }}
    >
      <div className="grid grid-cols-2 gap-3 md:flex">
        <FilterSelect
          label="Type"
          value={filters.type}
          options={TYPE_OPTIONS}
          onChange={(type) => onChange({ type })}
        />
        <FilterSelect
          label="Priority"
          value={filters.priority}
          options={PRIORITY_OPTIONS}
          onChange={(priority) => onChange({ priority })}
          className="w-full md:w-44"
        />
      </div>
      <output
        aria-live="polite"
        className="badge badge-primary badge-soft badge-lg shrink-0 self-start md:mb-1.5 md:self-end"
      >
        {count === undefined
          ? "Counting..."
          : formatCount(count, "opportunity", "opportunities", countCapped)}
      </output>
    </FilterBar>
  );
}

import { useCallback, useId } from "react";
import { SearchField } from "@/components/ui/search-field";
import { useDebouncedSearch } from "@/hooks/use-debounced-search";
import { capitalize } from "../labels";
import { type AdminOpportunityFilters, OPPORTUNITY_STATUSES } from "../types";

export interface OpportunityFiltersBarProps {
  filters: AdminOpportunityFilters;
  onChange: (changes: Partial<AdminOpportunityFilters>) => void;
  /** Opportunities the filters find, when known. */
  total?: number;
}

/** Search over title, location and description; a status filter; bids awaiting review; count. */
export function OpportunityFiltersBar({ filters, onChange, total }: OpportunityFiltersBarProps) {
  const id = useId();
  const commitSearch = useCallback((search: string) => onChange({ search }), [onChange]);
  const [search, setSearch] = useDebouncedSearch(filters.search, commitSearch);

  return (
    <div className="flex flex-col gap-3 md:flex-row md:items-end">
      <SearchField
        label="Search opportunities"
        placeholder="Title, location or description"
        className="grow"
        value={search}
        onChange={setSearch}
      />
      <div className="flex flex-wrap items-end gap-3">
        <div className="fieldset py-0">
          <label htmlFor={`${id}-status`} className="fieldset-legend">
            Status
          </label>
          <select
            id={`${id}-status`}
            className="select w-40"
            value={filters.status}
            onChange={(event) =>
              onChange({ status: event.target.value as AdminOpportunityFilters["status"] })
            }
          >
            <option value="all">All Status</option>
            {OPPORTUNITY_STATUSES.map((status) => (
              <option key={status} value={status}>
                {capitalize(status)}
              </option>
            ))}
          </select>
        </div>
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
          {total === undefined ? "…" : `${total} ${total === 1 ? "opportunity" : "opportunities"}`}
        </output>
      </div>
    </div>
  );
}

import { useId } from "react";
import { SearchField } from "@/components/ui/search-field";
import type { Priority, TourType } from "@/types/api";
import type { OpportunityFilters } from "./filter-opportunities";
import { PRIORITY_OPTIONS, TYPE_OPTIONS } from "./opportunity-options";

export interface OpportunityFiltersBarProps {
  filters: OpportunityFilters;
  onChange: (changes: Partial<OpportunityFilters>) => void;
  /** Opportunities matching the filters, once known. */
  count?: number;
}

/** SPEC §2: the search box, the type and priority filters and the result count badge. */
export function OpportunityFiltersBar({ filters, onChange, count }: OpportunityFiltersBarProps) {
  const id = useId();
  return (
    <div className="flex flex-col gap-3 md:flex-row md:items-end">
      <SearchField
        label="Search opportunities"
        placeholder="Title, location or description"
        className="grow"
        value={filters.search}
        onChange={(search) => onChange({ search })}
      />
      <div className="grid grid-cols-2 gap-3 md:flex">
        <div className="fieldset py-0">
          <label htmlFor={`${id}-type`} className="fieldset-legend">
            Type
          </label>
          <select
            id={`${id}-type`}
            className="select w-full md:w-40"
            value={filters.type}
            onChange={(event) => onChange({ type: event.target.value as TourType | "all" })}
          >
            {TYPE_OPTIONS.map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        </div>
        <div className="fieldset py-0">
          <label htmlFor={`${id}-priority`} className="fieldset-legend">
            Priority
          </label>
          <select
            id={`${id}-priority`}
            className="select w-full md:w-44"
            value={filters.priority}
            onChange={(event) => onChange({ priority: event.target.value as Priority | "all" })}
          >
            {PRIORITY_OPTIONS.map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        </div>
      </div>
      <output
        aria-live="polite"
        className="badge badge-primary badge-soft badge-lg shrink-0 self-start md:mb-1.5 md:self-end"
      >
        {count === undefined
          ? "Counting..."
          : `${count} ${count === 1 ? "opportunity" : "opportunities"}`}
      </output>
    </div>
  );
}

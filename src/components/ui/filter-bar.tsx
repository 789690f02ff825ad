import type { ReactNode } from "react";
import { SearchField, type SearchFieldProps } from "./search-field";

export interface FilterBarProps {
  /** The search box, first in the row and as wide as the row leaves it. */
  search: Omit<SearchFieldProps, "className" | "hideLabel">;
  /** The filters and the count beside the search box. */
  children: ReactNode;
}

/** A list's row of filters: the search box, then the filters; stacked on a phone. */
export function FilterBar({ search, children }: FilterBarProps) {
  return (
    <div className="flex flex-col gap-3 md:flex-row md:items-end">
      <SearchField {...search} className="grow" />
      {children}
    </div>
  );
}

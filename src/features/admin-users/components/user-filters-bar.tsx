import { useCallback, useId } from "react";
import { SearchField } from "@/components/ui/search-field";
import { useDebouncedSearch } from "@/hooks/use-debounced-search";
import type { UserFilters } from "../types";

const ROLE_OPTIONS = [
  ["all", "All Roles"],
  ["admin", "Admin"],
  ["partner", "Partner"],
  ["client", "Client"],
] as const;

const STATUS_OPTIONS = [
  ["all", "All Status"],
  ["active", "Active"],
  ["inactive", "Inactive"],
  ["verified", "Verified"],
  ["unverified", "Unverified"],
] as const;

export interface UserFiltersBarProps {
  filters: UserFilters;
  onChange: (changes: Partial<UserFilters>) => void;
  /** Users matching the filters, when known. */
  total?: number;
}

/** SPEC §2: search over e-mail, names and business name; role and status filters; count. */
export function UserFiltersBar({ filters, onChange, total }: UserFiltersBarProps) {
  const id = useId();
  const commitSearch = useCallback((search: string) => onChange({ search }), [onChange]);
  const [search, setSearch] = useDebouncedSearch(filters.search, commitSearch);

  return (
    <div className="flex flex-col gap-3 md:flex-row md:items-end">
      <SearchField
        label="Search users"
        placeholder="Name, e-mail or business"
        className="grow"
        value={search}
        onChange={setSearch}
      />
      <div className="grid grid-cols-2 gap-3 md:flex">
        <div className="fieldset py-0">
          <label htmlFor={`${id}-role`} className="fieldset-legend">
            Role
          </label>
          <select
            id={`${id}-role`}
            className="select w-full md:w-40"
            value={filters.role}
            onChange={(event) => onChange({ role: event.target.value as UserFilters["role"] })}
          >
            {ROLE_OPTIONS.map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        </div>
        <div className="fieldset py-0">
          <label htmlFor={`${id}-status`} className="fieldset-legend">
            Status
          </label>
          <select
            id={`${id}-status`}
            className="select w-full md:w-40"
            value={filters.status}
            onChange={(event) => onChange({ status: event.target.value as UserFilters["status"] })}
          >
            {STATUS_OPTIONS.map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        </div>
      </div>
      <output
        className="badge badge-lg badge-neutral self-start md:self-center"
        aria-live="polite"
        aria-label="Matching users"
      >
        {total === undefined ? "…" : `${total} ${total === 1 ? "user" : "users"}`}
      </output>
    </div>
  );
}

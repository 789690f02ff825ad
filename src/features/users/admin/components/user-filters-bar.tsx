import { FilterBar } from "@/components/ui/filter-bar";
import { FilterSelect } from "@/components/ui/filter-select";
import { useDebouncedSearchFilter } from "@/hooks/use-debounced-search";
import { formatCount } from "@/utils/format";
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

/** Partners by the tour types their business hosts (Indoor and Outdoor Farms are Farms). */
const TOUR_TYPE_OPTIONS = [
  ["all", "All Tour Types"],
  ["farm", "Farm"],
  ["dispensary", "Dispensary"],
  ["processor", "Processor"],
  ["retailer", "Retailer"],
] as const;

export interface UserFiltersBarProps {
  filters: UserFilters;
  onChange: (changes: Partial<UserFilters>) => void;
  /** Users matching the filters, when known. */
  total?: number;
  /** The server stopped counting at `total`: more match. */
  totalCapped?: boolean;
}

/**
 * product §2: search over e-mail, names and business name; role and status filters; count. Also
 * the tour types a business hosts.
 */
export function UserFiltersBar({
  filters,
  onChange,
  total,
  totalCapped = false,
}: UserFiltersBarProps) {
  const [search, setSearch, commitSearch] = useDebouncedSearchFilter(filters.search, onChange);

  return (
    <FilterBar
      search={{
        label: "Search users",
        placeholder: "Name, e-mail or business",
        value: search,
        onChange: setSearch,
        onBlur: commitSearch,
      }}
    >
      <div className="grid grid-cols-2 gap-3 md:flex">
        <FilterSelect
          label="Role"
          value={filters.role}
          options={ROLE_OPTIONS}
          onChange={(role) => onChange({ role })}
        />
        <FilterSelect
          label="Status"
          value={filters.status}
          options={STATUS_OPTIONS}
          onChange={(status) => onChange({ status })}
        />
        <FilterSelect
          label="Tour type"
          value={filters.tourType}
          options={TOUR_TYPE_OPTIONS}
          onChange={(tourType) => onChange({ tourType })}
        />
      </div>
      <output
        className="badge badge-lg badge-neutral self-start md:self-center"
        aria-live="polite"
        aria-label="Matching users"
      >
        {total === undefined ? "…" : formatCount(total, "user", "users", totalCapped)}
      </output>
    </FilterBar>
  );
}

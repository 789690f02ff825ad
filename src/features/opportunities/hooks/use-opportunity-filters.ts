import type { Priority, TourType } from "@shared/contracts/api";
import { useCallback, useMemo } from "react";
import { useSearchParams } from "react-router-dom";
import { withSearchParams } from "@/utils/search-params";
import type { OpportunityFilters } from "../components/filter-opportunities";
import { PRIORITY_LABELS, TOUR_TYPE_LABELS } from "../components/opportunity-options";

export interface OpportunityListState extends OpportunityFilters {
  page: number;
}

const DEFAULTS = { type: "all", priority: "all", page: 1 };

function choice<T extends string>(value: string | null, allowed: Record<T, string>): T | "all" {
  return value !== null && Object.hasOwn(allowed, value) ? (value as T) : "all";
}

/**
 * The search, filters and page kept in the URL (?q=&type=&priority=&page=), so reload and Back
 * show the same list. Changing a filter goes back to page 1. Typing replaces the history entry
 * (one per keystroke would be noise); a filter or page change is a step Back can undo.
 */
export function useOpportunityFilters() {
  const [params, setParams] = useSearchParams();
  const search = params.get("q") ?? "";
  const type = choice<TourType>(params.get("type"), TOUR_TYPE_LABELS);
  const priority = choice<Priority>(params.get("priority"), PRIORITY_LABELS);
  const page = Math.max(1, Math.trunc(Number(params.get("page"))) || 1);
  const state = useMemo<OpportunityListState>(
    () => ({ search, type, priority, page }),
    [search, type, priority, page],
  );

  const update = useCallback(
    (changes: Partial<OpportunityListState>) => {
      setParams(
        (current) => {
          // The search is ?q= in the address.
          const { search: q, ...others } = changes;
          return withSearchParams(current, { page: 1, ...others, q }, DEFAULTS);
        },
        { replace: Object.keys(changes).every((name) => name === "search") },
      );
    },
    [setParams],
  );

  return { state, update };
}

import { startTransition, useCallback, useMemo, useOptimistic } from "react";
import { useSearchParams } from "react-router-dom";
import { withSearchParams } from "@/utils/search-params";
import {
  type AdminOpportunityFilters,
  OPPORTUNITY_STATUSES,
  type OpportunityStatus,
} from "../types";

const DEFAULTS = { status: "all", review: false };

/**
 * Opportunity Management's search and filters, kept in the URL (?search=&status=&review=1) so
 * a reload, a shared link or Back shows the same list. The router applies a new URL in a
 * transition; until it has, the filters show the change already (a ticked box stays ticked).
 */
export function useOpportunityFilters() {
  const [params, setParams] = useSearchParams();
  const search = params.get("search") ?? "";
  const rawStatus = params.get("status");
  const status = OPPORTUNITY_STATUSES.includes(rawStatus as OpportunityStatus)
    ? (rawStatus as OpportunityStatus)
    : "all";
  const review = params.get("review") === "1";
  const inUrl = useMemo<AdminOpportunityFilters>(
    () => ({ search, status, review }),
    [search, status, review],
  );
  const [filters, showChange] = useOptimistic(
    inUrl,
    (current, changes: Partial<AdminOpportunityFilters>) => ({ ...current, ...changes }),
  );

  const update = useCallback(
    (changes: Partial<AdminOpportunityFilters>) => {
      startTransition(() => {
        showChange(changes);
        setParams((current) => withSearchParams(current, changes, DEFAULTS), { replace: true });
      });
    },
    [setParams, showChange],
  );

  return { filters, update };
}

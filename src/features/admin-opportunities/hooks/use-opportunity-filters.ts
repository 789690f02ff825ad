import { startTransition, useCallback, useMemo, useOptimistic } from "react";
import { useSearchParams } from "react-router-dom";
import {
  type AdminOpportunityFilters,
  OPPORTUNITY_STATUSES,
  type OpportunityStatus,
} from "../types";

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
        setParams(
          (current) => {
            const next = new URLSearchParams(current);
            for (const [name, value] of Object.entries(changes)) {
              if (value === "" || value === "all" || value === false) next.delete(name);
              else next.set(name, value === true ? "1" : String(value));
            }
            return next;
          },
          { replace: true },
        );
      });
    },
    [setParams, showChange],
  );

  return { filters, update };
}

import { useCallback, useMemo } from "react";
import { useSearchParams } from "react-router-dom";
import { withSearchParams } from "@/utils/search-params";
import { TOUR_TYPES, USER_ROLES, USER_STATUSES, type UserFilters } from "../types";

function choice<T extends string>(value: string | null, allowed: readonly T[]): T | "all" {
  return allowed.includes(value as T) ? (value as T) : "all";
}

const DEFAULTS = { role: "all", status: "all", tourType: "all", page: 1 };

/**
 * The list's search, filters and page, kept in the URL (?search=&role=&status=&tourType=&page=) so a
 * reload, a shared link or Back shows the same list. Changing a filter goes back to page 1.
 */
export function useUserFilters() {
  const [params, setParams] = useSearchParams();
  const search = params.get("search") ?? "";
  const role = choice(params.get("role"), USER_ROLES);
  const status = choice(params.get("status"), USER_STATUSES);
  const tourType = choice(params.get("tourType"), TOUR_TYPES);
  const page = Math.max(1, Math.trunc(Number(params.get("page"))) || 1);
  const filters = useMemo<UserFilters>(
    () => ({ search, role, status, tourType, page }),
    [search, role, status, tourType, page],
  );

  const update = useCallback(
    (changes: Partial<UserFilters>) => {
      setParams((current) => withSearchParams(current, { page: 1, ...changes }, DEFAULTS), {
        replace: true,
      });
    },
    [setParams],
  );

  return { filters, update };
}

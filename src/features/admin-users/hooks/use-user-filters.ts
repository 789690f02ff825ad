import { useCallback, useMemo } from "react";
import { useSearchParams } from "react-router-dom";
import { USER_ROLES, USER_STATUSES, type UserFilters } from "../types";

function choice<T extends string>(value: string | null, allowed: readonly T[]): T | "all" {
  return allowed.includes(value as T) ? (value as T) : "all";
}

/**
 * The list's search, filters and page, kept in the URL (?search=&role=&status=&page=) so a
 * reload, a shared link or Back shows the same list. Changing a filter goes back to page 1.
 */
export function useUserFilters() {
  const [params, setParams] = useSearchParams();
  const search = params.get("search") ?? "";
  const role = choice(params.get("role"), USER_ROLES);
  const status = choice(params.get("status"), USER_STATUSES);
  const page = Math.max(1, Math.trunc(Number(params.get("page"))) || 1);
  const filters = useMemo<UserFilters>(
    () => ({ search, role, status, page }),
    [search, role, status, page],
  );

  const update = useCallback(
    (changes: Partial<UserFilters>) => {
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          const values = { page: 1, ...changes };
          for (const [name, value] of Object.entries(values)) {
            const blank = value === "" || value === "all" || (name === "page" && value === 1);
            if (blank) next.delete(name);
            else next.set(name, String(value));
          }
          return next;
        },
        { replace: true },
      );
    },
    [setParams],
  );

  return { filters, update };
}

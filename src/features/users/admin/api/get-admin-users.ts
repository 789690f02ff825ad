import type { Page } from "@shared/contracts/api";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import type { AdminUser, UserFilters } from "../types";

export const USERS_PAGE_SIZE = 20;

/** GET /api/admin/users: a page of users, newest first, searched and filtered by the server. */
export function getAdminUsers(filters: UserFilters) {
  const query = new URLSearchParams({
    search: filters.search.trim(),
    role: filters.role,
    status: filters.status,
    tourType: filters.tourType,
    page: String(filters.page),
    pageSize: String(USERS_PAGE_SIZE),
  });
  return api.get<Page<AdminUser>>(`/api/admin/users?${query}`);
}

/** Every page and filter of the list: invalidate with this to refresh them all. */
export const adminUsersQueryKey = ["admin", "users", "list"] as const;

export function getAdminUsersQueryOptions(filters: UserFilters) {
  return queryOptions({
    queryKey: [...adminUsersQueryKey, filters],
    queryFn: () => getAdminUsers(filters),
    // The previous page stays on screen while the next search or filter loads.
    placeholderData: keepPreviousData,
  });
}

export function useAdminUsers(filters: UserFilters) {
  return useQuery(getAdminUsersQueryOptions(filters));
}

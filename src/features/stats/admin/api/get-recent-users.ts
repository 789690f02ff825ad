import type { Page } from "@shared/contracts/api";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import type { RecentUser } from "../types";

/** product §9: the admin dashboard lists the 5 newest users. */
export const RECENT_USERS = 5;

/** GET /api/admin/users, newest first: the dashboard's Recent Users. */
export function getRecentUsers() {
  return api.get<Page<RecentUser>>(`/api/admin/users?page=1&pageSize=${RECENT_USERS}`);
}

export function getRecentUsersQueryOptions() {
  return queryOptions({ queryKey: ["admin", "users", "recent"], queryFn: getRecentUsers });
}

export function useRecentUsers() {
  return useQuery(getRecentUsersQueryOptions());
}

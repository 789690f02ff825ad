import type { AdminTourListItem, Page } from "@shared/contracts/api";
import type { AdminTourView } from "@shared/schemas/list-query";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { startOfDay } from "date-fns";
import { api } from "@/lib/api-client";

export const ADMIN_TOURS_PAGE_SIZE = 20;

/** Every view and page of the Tours page: invalidate with this to refresh them all. */
export const adminToursQueryKey = ["admin", "tours", "list"] as const;

export interface AdminTourListRequest {
  view: AdminTourView;
  page: number;
}

/** GET /api/admin/tours: one view of the tours, today counted from the admin's own midnight. */
export function getAdminTours({ view, page }: AdminTourListRequest, from: string) {
  const query = new URLSearchParams({
    view,
    from,
    page: String(page),
    pageSize: String(ADMIN_TOURS_PAGE_SIZE),
  });
  return api.get<Page<AdminTourListItem>>(`/api/admin/tours?${query}`);
}

export function getAdminToursQueryOptions(request: AdminTourListRequest) {
  const from = startOfDay(new Date()).toISOString();
  return queryOptions({
    queryKey: [...adminToursQueryKey, request, from],
    queryFn: () => getAdminTours(request, from),
    placeholderData: keepPreviousData,
  });
}

export function useAdminTours(request: AdminTourListRequest) {
  return useQuery(getAdminToursQueryOptions(request));
}

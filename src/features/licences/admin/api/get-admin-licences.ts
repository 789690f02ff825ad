import type { AdminLicence, LicenceStatus } from "@shared/contracts/licences";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";

export interface LicenceFilters {
  status: LicenceStatus | "all";
  /** Only licences expiring within 30 days (or expired). */
  expiring: boolean;
}

export const adminLicencesQueryKey = ["admin", "licences"] as const;

/** GET /api/admin/licences?status=&expiring=: pending first, then by expiry. */
export function getAdminLicences(filters: LicenceFilters) {
  const query = new URLSearchParams();
  if (filters.status !== "all") query.set("status", filters.status);
  if (filters.expiring) query.set("expiring", "true");
  const search = query.toString();
  return api.get<AdminLicence[]>(`/api/admin/licences${search ? `?${search}` : ""}`);
}

export function getAdminLicencesQueryOptions(filters: LicenceFilters) {
  return queryOptions({
    queryKey: [...adminLicencesQueryKey, filters],
    queryFn: () => getAdminLicences(filters),
  });
}

export function useAdminLicences(filters: LicenceFilters) {
  return useQuery(getAdminLicencesQueryOptions(filters));
}

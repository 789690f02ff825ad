import type {
  AdminEmail,
  AdminEmailCount,
  EmailCategory,
  EmailStatus,
} from "@shared/contracts/email";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";

export interface AdminEmailFilters {
  status: EmailStatus | "all";
  category: EmailCategory | "all";
}

export interface AdminEmails {
  emails: AdminEmail[];
  counts: AdminEmailCount[];
}

/** GET /api/admin/emails: the newest 50 mails that match, and the counts per category and status. */
export function getAdminEmails(filters: AdminEmailFilters) {
  const query = new URLSearchParams({ status: filters.status, category: filters.category });
  return api.get<AdminEmails>(`/api/admin/emails?${query}`);
}

export const adminEmailsQueryKey = ["admin", "emails"] as const;

export function getAdminEmailsQueryOptions(filters: AdminEmailFilters) {
  return queryOptions({
    queryKey: [...adminEmailsQueryKey, filters],
    queryFn: () => getAdminEmails(filters),
    placeholderData: keepPreviousData,
  });
}

export function useAdminEmails(filters: AdminEmailFilters) {
  return useQuery(getAdminEmailsQueryOptions(filters));
}

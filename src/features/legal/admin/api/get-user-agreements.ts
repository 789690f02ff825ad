import type { Page } from "@shared/contracts/api";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import type { AdminAgreement } from "../types";

/** product §9: the User Agreements tab shows 20 entries. */
export const AGREEMENTS_SHOWN = 20;

/** GET /api/admin/user-agreements: the latest agreements first. */
export function getUserAgreements() {
  return api.get<Page<AdminAgreement>>(`/api/admin/user-agreements?pageSize=${AGREEMENTS_SHOWN}`);
}

export function getUserAgreementsQueryOptions() {
  return queryOptions({ queryKey: ["admin", "user-agreements"], queryFn: getUserAgreements });
}

export function useUserAgreements() {
  return useQuery(getUserAgreementsQueryOptions());
}

import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import type { AdminProfileField } from "../types";

/** GET /api/admin/profile-fields: every field, active or not, by category and display order. */
export function getProfileFields() {
  return api.get<AdminProfileField[]>("/api/admin/profile-fields");
}

export function getProfileFieldsQueryOptions() {
  return queryOptions({ queryKey: ["admin", "profile-fields"], queryFn: getProfileFields });
}

export function useProfileFields() {
  return useQuery(getProfileFieldsQueryOptions());
}

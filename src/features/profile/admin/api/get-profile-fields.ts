import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import type { ProfileField } from "../types";

/** GET /api/admin/profile-fields: every field, active or not, by category and display order. */
export function getProfileFields() {
  return api.get<ProfileField[]>("/api/admin/profile-fields");
}

export function getProfileFieldsQueryOptions() {
  return queryOptions({ queryKey: ["admin", "profile-fields"], queryFn: getProfileFields });
}

export function useProfileFields() {
  return useQuery(getProfileFieldsQueryOptions());
}

import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import type { ProfileField } from "../types";

/** GET /api/profile-fields: the active admin-defined fields, by category and display order. */
export function getProfileFields() {
  return api.get<ProfileField[]>("/api/profile-fields");
}

export function getProfileFieldsQueryOptions() {
  return queryOptions({ queryKey: ["profile-fields", "active"], queryFn: getProfileFields });
}

export function useProfileFields() {
  return useQuery(getProfileFieldsQueryOptions());
}

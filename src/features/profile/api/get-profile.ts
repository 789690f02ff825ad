import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import type { Profile } from "../types";

/** GET /api/auth/user, read for the whole profile the settings page edits and sums up. */
export function getProfile() {
  return api.get<Profile>("/api/auth/user");
}

export function getProfileQueryOptions() {
  return queryOptions({ queryKey: ["profile", "me"], queryFn: getProfile });
}

export function useProfile() {
  return useQuery(getProfileQueryOptions());
}

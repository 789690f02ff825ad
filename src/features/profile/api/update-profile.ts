import type { ProfilePayload } from "@shared/schemas/profile";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { useRefreshAfter } from "@/lib/refresh";
import type { Profile } from "../types";
import { getProfileQueryOptions } from "./get-profile";

/** PUT /api/profile: the business profile and custom field answers; answers the profile. */
export function updateProfile(payload: ProfilePayload) {
  return api.put<Profile>("/api/profile", payload);
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  const refreshAfter = useRefreshAfter();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (profile) => {
      queryClient.setQueryData(getProfileQueryOptions().queryKey, profile);
      // product §7: the signed-in user is refreshed (the navigation bar shows its names).
      void refreshAfter("current-user-changed");
    },
  });
}

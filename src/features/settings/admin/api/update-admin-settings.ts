import type { AdminSettings } from "@shared/schemas/admin-settings";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { useRefreshAfter } from "@/lib/refresh";
import { getAdminSettingsQueryOptions } from "./get-admin-settings";

/** PUT /api/admin/settings: every setting at once; answers them as saved. */
export function updateAdminSettings(settings: AdminSettings) {
  return api.put<AdminSettings>("/api/admin/settings", settings);
}

/** Saves the settings; the answer replaces the cached ones (the form starts again from it). */
export function useUpdateAdminSettings() {
  const queryClient = useQueryClient();
  const refreshAfter = useRefreshAfter();
  return useMutation({
    mutationFn: updateAdminSettings,
    onSuccess: (saved) => {
      queryClient.setQueryData(getAdminSettingsQueryOptions().queryKey, saved);
      refreshAfter("admin-settings-changed");
    },
  });
}

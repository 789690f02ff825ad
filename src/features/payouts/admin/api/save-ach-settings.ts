import type { AchSettingsState } from "@shared/contracts/ach";
import type { AchSettingsInput } from "@shared/schemas/ach";
import { useMutation } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { useRefreshAfter } from "@/lib/refresh";

/** PUT /api/admin/ach/settings: the originator, all fields at once. */
export function saveAchSettings(settings: AchSettingsInput) {
  return api.put<AchSettingsState>("/api/admin/ach/settings", settings);
}

export function useSaveAchSettings() {
  const refreshAfter = useRefreshAfter();
  return useMutation({
    mutationFn: saveAchSettings,
    onSuccess: () => refreshAfter("ach-settings-saved"),
  });
}

import type { EmailPreference } from "@shared/contracts/email";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { getEmailPreferencesQueryOptions } from "./get-email-preferences";

/** PUT /api/email-preferences: one category's delivery; answers every category as it now is. */
export function updateEmailPreference(preference: EmailPreference) {
  return api.put<EmailPreference[]>("/api/email-preferences", preference);
}

/**
 * Saves a choice; the answer replaces the cached list. The section shows the choice as clicked
 * until the save settles (the previous one again if it is refused), so the cache is not written
 * ahead of the server; a refetch already under way is cancelled, so it cannot bring the old
 * choice back after the answer.
 */
export function useUpdateEmailPreference() {
  const queryClient = useQueryClient();
  const { queryKey } = getEmailPreferencesQueryOptions();
  return useMutation({
    mutationFn: updateEmailPreference,
    onMutate: () => queryClient.cancelQueries({ queryKey }),
    onSuccess: (preferences) => queryClient.setQueryData(queryKey, preferences),
  });
}

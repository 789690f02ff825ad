import type { EmailPreference } from "@shared/contracts/email";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { getEmailPreferencesQueryOptions } from "./get-email-preferences";

/** PUT /api/email-preferences: one category's delivery; answers every category as it now is. */
export function updateEmailPreference(preference: EmailPreference) {
  return api.put<EmailPreference[]>("/api/email-preferences", preference);
}

/** The choice shows at once; a refused save puts the previous one back. */
export function useUpdateEmailPreference() {
  const queryClient = useQueryClient();
  const { queryKey } = getEmailPreferencesQueryOptions();
  return useMutation({
    mutationFn: updateEmailPreference,
    onMutate: async (chosen) => {
      await queryClient.cancelQueries({ queryKey });
      const previous = queryClient.getQueryData(queryKey);
      queryClient.setQueryData(queryKey, (list) =>
        list?.map((p) => (p.category === chosen.category ? chosen : p)),
      );
      return { previous };
    },
    onError: (_error, _chosen, context) => queryClient.setQueryData(queryKey, context?.previous),
    onSuccess: (preferences) => queryClient.setQueryData(queryKey, preferences),
  });
}

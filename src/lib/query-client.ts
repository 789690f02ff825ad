import { MutationCache, QueryCache, QueryClient } from "@tanstack/react-query";
import { ApiError } from "@/lib/api-error";
import { getCurrentUserQueryOptions } from "@/lib/current-user";

/**
 * Reads are fetched once and kept until a mutation invalidates them: no refetch on focus,
 * no retries, never stale on their own (product §7). A refusal (403) reloads the signed-in user,
 * so an account deactivated during the session shows the inactive notice at once.
 */
export function createQueryClient() {
  const client: QueryClient = new QueryClient({
    queryCache: new QueryCache({ onError: (error) => reloadUserOnRefusal(error) }),
    mutationCache: new MutationCache({ onError: (error) => reloadUserOnRefusal(error) }),
    defaultOptions: {
      queries: {
        staleTime: Number.POSITIVE_INFINITY,
        refetchOnWindowFocus: false,
        retry: false,
      },
      // A change made offline runs at once and is refused (api-client), never held back
      // silently to be sent later.
      mutations: { retry: false, networkMode: "always" },
    },
  });
  function reloadUserOnRefusal(error: unknown) {
    if (error instanceof ApiError && error.status === 403) {
      void client.invalidateQueries({ queryKey: getCurrentUserQueryOptions().queryKey });
    }
  }
  return client;
}

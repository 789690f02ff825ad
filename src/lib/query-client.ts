import { QueryClient } from "@tanstack/react-query";

/**
 * Reads are fetched once and kept until a mutation invalidates them: no refetch on focus,
 * no retries, never stale on their own (SPEC §7).
 */
export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: Number.POSITIVE_INFINITY,
        refetchOnWindowFocus: false,
        retry: false,
      },
      mutations: { retry: false },
    },
  });
}

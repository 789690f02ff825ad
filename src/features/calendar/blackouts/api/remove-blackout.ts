import { useMutation } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { useRefreshAfter } from "@/lib/refresh";

/** DELETE /api/blackouts/{id}: the days are open again. */
export function removeBlackout(id: string) {
  return api.delete<void>(`/api/blackouts/${id}`);
}

export function useRemoveBlackout() {
  const refreshAfter = useRefreshAfter();
  return useMutation({
    mutationFn: removeBlackout,
    onSuccess: () => refreshAfter("blackouts-changed"),
  });
}

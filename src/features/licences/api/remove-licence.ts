import type { Deleted } from "@shared/contracts/api";
import { useMutation } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { useRefreshAfter } from "@/lib/refresh";

/** DELETE /api/licences/{id}: the licence and its scan. */
export function removeLicence(id: string) {
  return api.delete<Deleted>(`/api/licences/${id}`);
}

export function useRemoveLicence() {
  const refreshAfter = useRefreshAfter();
  return useMutation({
    mutationFn: removeLicence,
    onSuccess: () => refreshAfter("licence-changed"),
  });
}

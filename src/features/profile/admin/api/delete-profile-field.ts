import type { Deleted } from "@shared/contracts/api";
import { useMutation } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { useRefreshAfter } from "@/lib/refresh";

/** DELETE /api/admin/profile-fields/{id}. */
export function deleteProfileField(id: string) {
  return api.delete<Deleted>(`/api/admin/profile-fields/${id}`);
}

export function useDeleteProfileField() {
  const refreshAfter = useRefreshAfter();
  return useMutation({
    mutationFn: deleteProfileField,
    onSuccess: () => refreshAfter("profile-field-changed"),
  });
}

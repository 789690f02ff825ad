import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { getProfileFieldsQueryOptions } from "./get-profile-fields";

/** DELETE /api/admin/profile-fields/{id}. */
export function deleteProfileField(id: string) {
  return api.delete<{ id: string; deleted: true }>(`/api/admin/profile-fields/${id}`);
}

export function useDeleteProfileField() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteProfileField,
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: getProfileFieldsQueryOptions().queryKey }),
  });
}

import type { DeletedUser } from "@shared/contracts/users";
import { useMutation } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { useRefreshAfter } from "@/lib/refresh";

/** DELETE /api/admin/users/{id}: the user and everything that belongs to them. */
export function deleteAdminUser(id: string) {
  return api.delete<DeletedUser>(`/api/admin/users/${id}`);
}

export function useDeleteAdminUser() {
  const refreshAfter = useRefreshAfter();
  return useMutation({
    mutationFn: deleteAdminUser,
    onSuccess: () => refreshAfter("user-changed"),
  });
}

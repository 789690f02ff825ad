import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { adminUsersQueryKey } from "./get-admin-users";

/** DELETE /api/admin/users/{id}: the user and everything that belongs to them. */
export function deleteAdminUser(id: string) {
  return api.delete<{ id: string; email: string | null; deleted: true }>(`/api/admin/users/${id}`);
}

/** Refreshes the user list; `onSuccess` refreshes what else shows users (the admin stats). */
export function useDeleteAdminUser({ onSuccess }: { onSuccess?: () => unknown } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAdminUser,
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: adminUsersQueryKey }),
        onSuccess?.(),
      ]);
    },
  });
}

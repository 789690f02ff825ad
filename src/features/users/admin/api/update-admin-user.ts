import type { AdminUserInput } from "@shared/schemas/admin-user";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import type { AdminUser } from "../types";
import { adminUsersQueryKey } from "./get-admin-users";

export interface UpdateAdminUserInput {
  id: string;
  values: AdminUserInput;
}

/** PUT /api/admin/users/{id}: role, active, verified and the admin notes. */
export function updateAdminUser({ id, values }: UpdateAdminUserInput) {
  return api.put<AdminUser>(`/api/admin/users/${id}`, values);
}

/** Refreshes the user list; `onSuccess` refreshes what else shows users (the admin stats). */
export function useUpdateAdminUser({ onSuccess }: { onSuccess?: () => unknown } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateAdminUser,
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: adminUsersQueryKey }),
        onSuccess?.(),
      ]);
    },
  });
}

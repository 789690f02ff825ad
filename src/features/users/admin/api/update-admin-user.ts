import type { AdminUserInput } from "@shared/schemas/admin-user";
import { useMutation } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { useRefreshAfter } from "@/lib/refresh";
import type { AdminUser } from "../types";

export interface UpdateAdminUserInput {
  id: string;
  values: AdminUserInput;
}

/** PUT /api/admin/users/{id}: role, active, verified and the admin notes. */
export function updateAdminUser({ id, values }: UpdateAdminUserInput) {
  return api.put<AdminUser>(`/api/admin/users/${id}`, values);
}

export function useUpdateAdminUser() {
  const refreshAfter = useRefreshAfter();
  return useMutation({
    mutationFn: updateAdminUser,
    onSuccess: () => refreshAfter("user-changed"),
  });
}

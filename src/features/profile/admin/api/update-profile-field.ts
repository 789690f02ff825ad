import type { ProfileFieldPayload } from "@shared/schemas/profile-field";
import { useMutation } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { useRefreshAfter } from "@/lib/refresh";
import type { ProfileField } from "../types";

export interface UpdateProfileFieldInput {
  id: string;
  payload: ProfileFieldPayload;
}

/** PUT /api/admin/profile-fields/{id}: every field is replaced; the name must stay the same. */
export function updateProfileField({ id, payload }: UpdateProfileFieldInput) {
  return api.put<ProfileField>(`/api/admin/profile-fields/${id}`, payload);
}

export function useUpdateProfileField() {
  const refreshAfter = useRefreshAfter();
  return useMutation({
    mutationFn: updateProfileField,
    onSuccess: () => refreshAfter("profile-field-changed"),
  });
}

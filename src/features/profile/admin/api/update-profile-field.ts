import type { ProfileFieldPayload } from "@shared/schemas/profile-field";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import type { ProfileField } from "../types";
import { getProfileFieldsQueryOptions } from "./get-profile-fields";

export interface UpdateProfileFieldInput {
  id: string;
  payload: ProfileFieldPayload;
}

/** PUT /api/admin/profile-fields/{id}: every field is replaced; the name must stay the same. */
export function updateProfileField({ id, payload }: UpdateProfileFieldInput) {
  return api.put<ProfileField>(`/api/admin/profile-fields/${id}`, payload);
}

export function useUpdateProfileField() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfileField,
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: getProfileFieldsQueryOptions().queryKey }),
  });
}

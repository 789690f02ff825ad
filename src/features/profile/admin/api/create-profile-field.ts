import type { ProfileFieldPayload } from "@shared/schemas/profile-field";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import type { ProfileField } from "../types";
import { getProfileFieldsQueryOptions } from "./get-profile-fields";

/** POST /api/admin/profile-fields: answers 201 with the new field. */
export function createProfileField(payload: ProfileFieldPayload) {
  return api.post<ProfileField>("/api/admin/profile-fields", payload);
}

export function useCreateProfileField() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createProfileField,
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: getProfileFieldsQueryOptions().queryKey }),
  });
}

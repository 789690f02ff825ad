import type { ProfileFieldPayload } from "@shared/schemas/profile-field";
import { useMutation } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { useRefreshAfter } from "@/lib/refresh";
import type { ProfileField } from "../types";

/** POST /api/admin/profile-fields: answers 201 with the new field. */
export function createProfileField(payload: ProfileFieldPayload) {
  return api.post<ProfileField>("/api/admin/profile-fields", payload);
}

export function useCreateProfileField() {
  const refreshAfter = useRefreshAfter();
  return useMutation({
    mutationFn: createProfileField,
    onSuccess: () => refreshAfter("profile-field-changed"),
  });
}

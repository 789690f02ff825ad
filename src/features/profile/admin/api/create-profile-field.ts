import type { ProfileFieldPayload } from "@shared/schemas/profile-field";
import { api } from "@/lib/api-client";
import { useRefreshAfter } from "@/lib/refresh";
import { useIdempotentMutation } from "@/lib/submission";
import type { ProfileField } from "../types";

/** POST /api/admin/profile-fields: answers 201 with the new field. */
export function createProfileField(payload: ProfileFieldPayload, idempotencyKey?: string) {
  return api.post<ProfileField>("/api/admin/profile-fields", payload, { idempotencyKey });
}

export function useCreateProfileField() {
  const refreshAfter = useRefreshAfter();
  return useIdempotentMutation({
    mutationFn: createProfileField,
    onSuccess: () => refreshAfter("profile-field-changed"),
  });
}

import type { SignupPayload } from "@shared/schemas/signup";
import { api } from "@/lib/api-client";
import { useRefreshAfter } from "@/lib/refresh";
import { useIdempotentMutation } from "@/lib/submission";

/** POST /api/signup: the wizard's answers complete the caller's profile; answers the profile. */
export function createSignup(payload: SignupPayload, idempotencyKey?: string) {
  return api.post<unknown>("/api/signup", payload, { idempotencyKey });
}

export function useCreateSignup() {
  const refreshAfter = useRefreshAfter();
  return useIdempotentMutation({
    mutationFn: createSignup,
    // Not awaited: the wizard moves on to /welcome while the now complete profile reloads.
    onSuccess: () => {
      void refreshAfter("current-user-changed");
    },
  });
}

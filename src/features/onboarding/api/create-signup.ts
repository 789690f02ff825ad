import type { SignupPayload } from "@shared/schemas/signup";
import { useMutation } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { useRefreshAfter } from "@/lib/refresh";

/** POST /api/signup: the wizard's answers complete the caller's profile; answers the profile. */
export function createSignup(payload: SignupPayload) {
  return api.post<unknown>("/api/signup", payload);
}

export function useCreateSignup() {
  const refreshAfter = useRefreshAfter();
  return useMutation({
    mutationFn: createSignup,
    // Not awaited: the wizard moves on to /welcome while the now complete profile reloads.
    onSuccess: () => {
      void refreshAfter("current-user-changed");
    },
  });
}

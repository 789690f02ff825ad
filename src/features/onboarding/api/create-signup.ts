import type { SignupPayload } from "@shared/schemas/signup";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { getCurrentUserQueryOptions } from "@/lib/current-user";

/** POST /api/signup: the wizard's answers complete the caller's profile; answers the profile. */
export function createSignup(payload: SignupPayload) {
  return api.post<unknown>("/api/signup", payload);
}

export function useCreateSignup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createSignup,
    // Not awaited: the wizard moves on to /welcome while the now complete profile reloads.
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: getCurrentUserQueryOptions().queryKey });
    },
  });
}

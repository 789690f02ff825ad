import type { EmailConfirmed } from "@shared/contracts/profile";
import type { EmailConfirmationPayload } from "@shared/schemas/email-confirmation";
import { useMutation } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { useRefreshAfter } from "@/lib/refresh";

/** POST /api/email-confirmation: the mailed link's token confirms the caller's address. */
export function confirmEmail(payload: EmailConfirmationPayload) {
  return api.post<EmailConfirmed>("/api/email-confirmation", payload);
}

export function useConfirmEmail() {
  const refreshAfter = useRefreshAfter();
  return useMutation({
    mutationFn: confirmEmail,
    onSuccess: () => refreshAfter("email-confirmed"),
  });
}

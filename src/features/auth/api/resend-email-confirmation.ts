import type { EmailConfirmationSent } from "@shared/contracts/profile";
import { useMutation } from "@tanstack/react-query";
import { api } from "@/lib/api-client";

/** POST /api/email-confirmation/resend: a new link to the caller's address (3 an hour). */
export function resendEmailConfirmation() {
  return api.post<EmailConfirmationSent>("/api/email-confirmation/resend");
}

export function useResendEmailConfirmation() {
  return useMutation({ mutationFn: resendEmailConfirmation });
}

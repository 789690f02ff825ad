import type { EmailQueued } from "@shared/contracts/email";
import { useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { useIdempotentMutation } from "@/lib/submission";
import { adminEmailsQueryKey } from "./get-admin-emails";

/** POST /api/admin/emails/{id}/resend: the mail is queued again and sent within a minute. */
export function resendEmail(id: string, idempotencyKey?: string) {
  return api.post<EmailQueued>(`/api/admin/emails/${id}/resend`, {}, { idempotencyKey });
}

export function useResendEmail() {
  const queryClient = useQueryClient();
  return useIdempotentMutation({
    mutationFn: resendEmail,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminEmailsQueryKey }),
  });
}

import type { EmailQueued } from "@shared/contracts/email";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { adminEmailsQueryKey } from "./get-admin-emails";

/** POST /api/admin/emails/{id}/resend: the mail is queued again and sent within a minute. */
export function resendEmail(id: string) {
  return api.post<EmailQueued>(`/api/admin/emails/${id}/resend`, {});
}

export function useResendEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resendEmail,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminEmailsQueryKey }),
  });
}

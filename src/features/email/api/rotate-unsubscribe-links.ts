import type { UnsubscribeLinksRotated } from "@shared/contracts/email";
import { useMutation } from "@tanstack/react-query";
import { api } from "@/lib/api-client";

/**
 * POST /api/email-preferences/unsubscribe-links: the unsubscribe links of every e-mail sent so
 * far stop working; later e-mails carry new ones. Nothing the portal shows changes.
 */
export function rotateUnsubscribeLinks() {
  return api.post<UnsubscribeLinksRotated>("/api/email-preferences/unsubscribe-links");
}

export function useRotateUnsubscribeLinks() {
  return useMutation({ mutationFn: rotateUnsubscribeLinks });
}

import type { WhatsAppVerified } from "@shared/contracts/whatsapp";
import type { WhatsAppVerifyInput } from "@shared/schemas/whatsapp";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { getWhatsAppConnectionQueryOptions } from "./get-whatsapp-connection";

/** POST /api/whatsapp/verify: the code from WhatsApp. */
export function verifyWhatsApp(input: WhatsAppVerifyInput) {
  return api.post<WhatsAppVerified>("/api/whatsapp/verify", input);
}

/** Settled either way, the connection is read again: a wrong try uses one of its tries. */
export function useVerifyWhatsApp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: verifyWhatsApp,
    onSettled: () =>
      queryClient.invalidateQueries({ queryKey: getWhatsAppConnectionQueryOptions().queryKey }),
  });
}

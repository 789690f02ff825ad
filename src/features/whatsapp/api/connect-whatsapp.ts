import type { WhatsAppConnectAnswer } from "@shared/contracts/whatsapp";
import type { WhatsAppConnectInput } from "@shared/schemas/whatsapp";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { getWhatsAppConnectionQueryOptions } from "./get-whatsapp-connection";

/** POST /api/whatsapp/connect: sends a code to the number; answers the pending connection. */
export function connectWhatsApp(input: WhatsAppConnectInput) {
  return api.post<WhatsAppConnectAnswer>("/api/whatsapp/connect", input);
}

export function useConnectWhatsApp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: connectWhatsApp,
    onSuccess: ({ connection }) =>
      queryClient.setQueryData(getWhatsAppConnectionQueryOptions().queryKey, { connection }),
  });
}

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { getWhatsAppConnectionQueryOptions } from "./get-whatsapp-connection";

/** DELETE /api/whatsapp: no message goes to the number any more. */
export function disconnectWhatsApp() {
  return api.delete<void>("/api/whatsapp");
}

export function useDisconnectWhatsApp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: disconnectWhatsApp,
    onSuccess: () =>
      queryClient.setQueryData(getWhatsAppConnectionQueryOptions().queryKey, { connection: null }),
  });
}

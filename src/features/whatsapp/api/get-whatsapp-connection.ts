import type { WhatsAppConnectionAnswer } from "@shared/contracts/whatsapp";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";

/** GET /api/whatsapp: the caller's WhatsApp number (masked) and its state, or null. */
export function getWhatsAppConnection() {
  return api.get<WhatsAppConnectionAnswer>("/api/whatsapp");
}

export function getWhatsAppConnectionQueryOptions() {
  return queryOptions({ queryKey: ["whatsapp-connection"], queryFn: getWhatsAppConnection });
}

export function useWhatsAppConnection() {
  return useQuery(getWhatsAppConnectionQueryOptions());
}

import type { Page } from "@shared/contracts/api";
import type { UnknownWhatsAppMessage } from "@shared/contracts/whatsapp";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { adminEmailsQueryKey } from "./get-admin-emails";

/** The newest messages shown on the page; older ones are for the API's later pages. */
const SHOWN = 20;

/** GET /api/admin/emails/unknown-whatsapp: WhatsApp messages from numbers no partner verified. */
export function getUnknownWhatsApp() {
  return api.get<Page<UnknownWhatsAppMessage>>(
    `/api/admin/emails/unknown-whatsapp?pageSize=${SHOWN}`,
  );
}

export function getUnknownWhatsAppQueryOptions() {
  return queryOptions({
    queryKey: [...adminEmailsQueryKey, "unknown-whatsapp"],
    queryFn: getUnknownWhatsApp,
  });
}

export function useUnknownWhatsApp() {
  return useQuery(getUnknownWhatsAppQueryOptions());
}

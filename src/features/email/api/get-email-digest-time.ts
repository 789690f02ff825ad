import type { EmailDigestTime } from "@shared/contracts/email";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";

/** GET /api/email-preferences/digest: when the caller's daily digest comes, on their clock. */
export function getEmailDigestTime() {
  return api.get<EmailDigestTime>("/api/email-preferences/digest");
}

export function getEmailDigestTimeQueryOptions() {
  return queryOptions({ queryKey: ["email-digest-time"], queryFn: getEmailDigestTime });
}

export function useEmailDigestTime() {
  return useQuery(getEmailDigestTimeQueryOptions());
}

import type { EmailPreference } from "@shared/contracts/email";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";

/** GET /api/email-preferences: how each category of e-mail reaches the caller. */
export function getEmailPreferences() {
  return api.get<EmailPreference[]>("/api/email-preferences");
}

export function getEmailPreferencesQueryOptions() {
  return queryOptions({ queryKey: ["email-preferences"], queryFn: getEmailPreferences });
}

export function useEmailPreferences() {
  return useQuery(getEmailPreferencesQueryOptions());
}

import type { WaiverToSign } from "@shared/contracts/guests";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";

/** GET /api/waivers/{token}: the waiver a guest signs, and whether they have. */
export function getWaiver(token: string) {
  return api.get<WaiverToSign>(`/api/waivers/${encodeURIComponent(token)}`);
}

export function getWaiverQueryOptions(token: string) {
  return queryOptions({
    queryKey: ["waivers", token],
    queryFn: () => getWaiver(token),
    retry: false,
  });
}

export function useWaiver(token: string) {
  return useQuery(getWaiverQueryOptions(token));
}

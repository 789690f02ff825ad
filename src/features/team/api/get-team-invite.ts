import type { TeamInvite } from "@shared/contracts/team";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";

/** GET /api/team-invites/{token}: the business and the role, no account needed. */
export function getTeamInvite(token: string) {
  return api.get<TeamInvite>(`/api/team-invites/${encodeURIComponent(token)}`);
}

export function getTeamInviteQueryOptions(token: string) {
  return queryOptions({
    queryKey: ["team", "invite", token],
    queryFn: () => getTeamInvite(token),
    // A used, revoked or expired link is 404 and stays so.
    retry: false,
  });
}

export function useTeamInvite(token: string) {
  return useQuery(getTeamInviteQueryOptions(token));
}

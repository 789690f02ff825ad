import type { TeamMembership } from "@shared/contracts/team";
import { useMutation } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { useRefreshAfter } from "@/lib/refresh";

/** POST /api/team-invites/{token}/accept: the signed-in caller joins as the invite's role. */
export function acceptTeamInvite(token: string) {
  return api.post<TeamMembership>(`/api/team-invites/${encodeURIComponent(token)}/accept`);
}

export function useAcceptTeamInvite() {
  const refreshAfter = useRefreshAfter();
  return useMutation({
    mutationFn: acceptTeamInvite,
    onSuccess: () => refreshAfter("team-invite-accepted"),
  });
}

import type { TeamMember } from "@shared/contracts/team";
import { useMutation } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { useRefreshAfter } from "@/lib/refresh";

/** POST /api/team/members/{id}/resend: a new link mailed, the old one dead. */
export function resendTeamInvite(id: string) {
  return api.post<TeamMember>(`/api/team/members/${encodeURIComponent(id)}/resend`);
}

export function useResendTeamInvite() {
  const refreshAfter = useRefreshAfter();
  return useMutation({
    mutationFn: resendTeamInvite,
    onSuccess: () => refreshAfter("team-changed"),
  });
}

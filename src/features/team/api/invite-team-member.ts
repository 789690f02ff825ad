import type { TeamMember } from "@shared/contracts/team";
import type { TeamInviteInput } from "@shared/schemas/team";
import { useMutation } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { useRefreshAfter } from "@/lib/refresh";

/** POST /api/team/invites: mails the address a link to /join/<token>, valid 7 days. */
export function inviteTeamMember(invite: TeamInviteInput) {
  return api.post<TeamMember>("/api/team/invites", invite);
}

export function useInviteTeamMember() {
  const refreshAfter = useRefreshAfter();
  return useMutation({
    mutationFn: inviteTeamMember,
    onSuccess: () => refreshAfter("team-changed"),
  });
}

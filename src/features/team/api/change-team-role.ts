import type { TeamMember } from "@shared/contracts/team";
import type { TeamRoleInput } from "@shared/schemas/team";
import { useMutation } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { useRefreshAfter } from "@/lib/refresh";

/** PUT /api/team/members/{id}: the member's new role. */
export function changeTeamRole({ id, ...change }: TeamRoleInput & { id: string }) {
  return api.put<TeamMember>(`/api/team/members/${encodeURIComponent(id)}`, change);
}

export function useChangeTeamRole() {
  const refreshAfter = useRefreshAfter();
  return useMutation({
    mutationFn: changeTeamRole,
    onSuccess: () => refreshAfter("team-changed"),
  });
}

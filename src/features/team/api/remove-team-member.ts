import { useMutation } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { useRefreshAfter } from "@/lib/refresh";

/** DELETE /api/team/members/{id}: the invite revoked, or the member out, sessions and all. */
export function removeTeamMember(id: string) {
  return api.delete<void>(`/api/team/members/${encodeURIComponent(id)}`);
}

export function useRemoveTeamMember() {
  const refreshAfter = useRefreshAfter();
  return useMutation({
    mutationFn: removeTeamMember,
    onSuccess: () => refreshAfter("team-changed"),
  });
}

import type { PartnersAssigned } from "@shared/contracts/admin";
import { useMutation } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { useRefreshAfter } from "@/lib/refresh";

/** POST /api/admin/opportunities/{id}/assign: the assignment becomes exactly `userIds`. */
export function assignPartners({
  opportunityId,
  userIds,
}: {
  opportunityId: string;
  userIds: string[];
}) {
  return api.post<PartnersAssigned>(`/api/admin/opportunities/${opportunityId}/assign`, {
    userIds,
  });
}

export function useAssignPartners() {
  const refreshAfter = useRefreshAfter();
  return useMutation({
    mutationFn: assignPartners,
    onSuccess: () => refreshAfter("opportunity-changed"),
  });
}

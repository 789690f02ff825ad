import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { adminOpportunitiesQueryKey } from "./get-admin-opportunities";

/** POST /api/admin/opportunities/{id}/assign: the assignment becomes exactly `userIds`. */
export function assignPartners({
  opportunityId,
  userIds,
}: {
  opportunityId: string;
  userIds: string[];
}) {
  return api.post<{ opportunityId: string; assignedPartners: string[] }>(
    `/api/admin/opportunities/${opportunityId}/assign`,
    { userIds },
  );
}

export function useAssignPartners() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: assignPartners,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminOpportunitiesQueryKey }),
  });
}

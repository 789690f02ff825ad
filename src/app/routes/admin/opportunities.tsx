import { useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import { OpportunityManagement } from "@/features/opportunities/admin/components/opportunity-management";
import { getAdminStatsQueryOptions } from "@/features/stats/admin/api/get-admin-stats";
import { getRecentUsersQueryOptions } from "@/features/stats/admin/api/get-recent-users";
import { adminUsersQueryKey } from "@/features/users/admin/api/get-admin-users";

/** Admin opportunities (/admin/opportunities): SPEC §2. */
export function AdminOpportunitiesRoute() {
  const queryClient = useQueryClient();
  // A completed tour moves the partner's totals on /admin/users; every change moves the
  // admin dashboard's figures.
  const refreshElsewhere = useCallback(
    () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminUsersQueryKey }),
        queryClient.invalidateQueries({ queryKey: getRecentUsersQueryOptions().queryKey }),
        queryClient.invalidateQueries({ queryKey: getAdminStatsQueryOptions().queryKey }),
      ]),
    [queryClient],
  );
  return (
    <>
      <title>Opportunity Management · Tour Partner Portal</title>
      <OpportunityManagement onChanged={refreshElsewhere} />
    </>
  );
}

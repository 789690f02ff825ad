import { useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import { getAdminStatsQueryOptions } from "@/features/admin-dashboard/api/get-admin-stats";
import { getRecentUsersQueryOptions } from "@/features/admin-dashboard/api/get-recent-users";
import { OpportunityManagement } from "@/features/admin-opportunities/components/opportunity-management";
import { adminUsersQueryKey } from "@/features/admin-users/api/get-admin-users";

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

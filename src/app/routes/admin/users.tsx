import { useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import { getAdminStatsQueryOptions } from "@/features/stats/admin/api/get-admin-stats";
import { getRecentUsersQueryOptions } from "@/features/stats/admin/api/get-recent-users";
import { UserManagement } from "@/features/users/admin/components/user-management";

/** Admin user management (/admin/users): SPEC §2. */
export function AdminUsersRoute() {
  const queryClient = useQueryClient();
  // A changed or deleted user changes the admin dashboard's figures and recent users too.
  const refreshDashboard = useCallback(
    () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: getAdminStatsQueryOptions().queryKey }),
        queryClient.invalidateQueries({ queryKey: getRecentUsersQueryOptions().queryKey }),
      ]),
    [queryClient],
  );
  return (
    <>
      <title>Users · Tour Partner Portal</title>
      <div className="mb-6">
        <h1 className="text-3xl font-bold">User Management</h1>
        <p className="mt-1 text-base-content/70">
          Find people, change their role, activate or verify them, or remove them.
        </p>
      </div>
      <UserManagement onUsersChanged={refreshDashboard} />
    </>
  );
}

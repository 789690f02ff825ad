import { ExportButton } from "@/features/exports/admin";
import { UserManagement } from "@/features/users/admin/components/user-management";

/** Admin user management (/admin/users): product §2. */
export function AdminUsersRoute() {
  return (
    <>
      <title>Users · Tour Partner Portal</title>
      <div className="mb-6 flex flex-wrap items-start justify-between gap-3">
        <div>
          <h1 className="text-3xl font-bold">User Management</h1>
          <p className="mt-1 text-base-content/70">
            Find people, change their role, activate or verify them, or remove them.
          </p>
        </div>
        <ExportButton name="users" />
      </div>
      <UserManagement />
    </>
  );
}

import { useState } from "react";
import { Pagination } from "@/components/ui/pagination";
import { QueryState } from "@/components/ui/query-state";
import { notifyError, notifySuccess } from "@/lib/toast";
import { failureMessage } from "@/utils/error-message";
import { useDeleteAdminUser } from "../api/delete-admin-user";
import { USERS_PAGE_SIZE, useAdminUsers } from "../api/get-admin-users";
import { useUpdateAdminUser } from "../api/update-admin-user";
import { useUserFilters } from "../hooks/use-user-filters";
import type { AdminUser } from "../types";
import { DeleteUserDialog } from "./delete-user-dialog";
import { EditUserDialog } from "./edit-user-dialog";
import { UserFiltersBar } from "./user-filters-bar";
import { UserList } from "./user-list";

/** product §2's user management: search, filters, the list, edit and delete. */
export function UserManagement() {
  const { filters, update } = useUserFilters();
  const users = useAdminUsers(filters);
  const [editing, setEditing] = useState<AdminUser | null>(null);
  const [deleting, setDeleting] = useState<AdminUser | null>(null);
  const updateUser = useUpdateAdminUser();
  const deleteUser = useDeleteAdminUser();

  return (
    <div className="flex flex-col gap-4">
      <UserFiltersBar
        filters={filters}
        onChange={update}
        total={users.data?.total}
        totalCapped={users.data?.totalCapped}
      />
      <QueryState
        isPending={users.isPending}
        error={users.error}
        onRetry={() => users.refetch()}
        label="Loading users..."
      >
        <div aria-busy={users.isFetching} className="flex flex-col gap-4">
          <UserList users={users.data?.items ?? []} onEdit={setEditing} onDelete={setDeleting} />
          <Pagination
            page={filters.page}
            pageSize={USERS_PAGE_SIZE}
            total={users.data?.total ?? 0}
            totalCapped={users.data?.totalCapped}
            onPage={(page) => update({ ...filters, page })}
          />
        </div>
      </QueryState>
      <EditUserDialog
        user={editing}
        pending={updateUser.isPending}
        onClose={() => setEditing(null)}
        onSubmit={(values) => {
          if (!editing) return;
          updateUser.mutate(
            { id: editing.id, values },
            {
              onSuccess: () => {
                notifySuccess({ title: "Success", description: "User updated successfully!" });
                setEditing(null);
              },
              onError: (error) =>
                notifyError({
                  title: "Error",
                  description: failureMessage(error, "Failed to update user."),
                }),
            },
          );
        }}
      />
      <DeleteUserDialog
        user={deleting}
        pending={deleteUser.isPending}
        onClose={() => setDeleting(null)}
        onConfirm={(user) =>
          deleteUser.mutate(user.id, {
            onSuccess: () => {
              notifySuccess({ title: "Success", description: "User deleted successfully!" });
              setDeleting(null);
            },
            onError: (error) =>
              notifyError({
                title: "Error",
                description: failureMessage(error, "Failed to delete user."),
              }),
          })
        }
      />
    </div>
  );
}

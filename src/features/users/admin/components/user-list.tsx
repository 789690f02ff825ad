import type { AdminUser } from "../types";
import { DETAIL_COLUMNS, ROW_COLUMNS, UserRow, type UserRowProps } from "./user-row";

/** The column titles above the rows on wide screens; each row names its fields for AT. */
function HeaderRow() {
  return (
    <div
      aria-hidden="true"
      className={`hidden border-b border-base-300 px-4 py-2 text-xs font-semibold tracking-wide text-base-content/70 uppercase lg:grid lg:gap-4 ${ROW_COLUMNS}`}
    >
      <span>User</span>
      <span className={`grid gap-4 ${DETAIL_COLUMNS}`}>
        <span>Business</span>
        <span>Joined</span>
        <span>Tours</span>
        <span>Revenue</span>
      </span>
      <span className="text-right">Actions</span>
    </div>
  );
}

export interface UserListProps extends Omit<UserRowProps, "user"> {
  users: AdminUser[];
}

/** The users: cards on phones, rows under a header from `lg` up. */
export function UserList({ users, onEdit, onDelete }: UserListProps) {
  if (users.length === 0) {
    return (
      <p className="rounded-box bg-base-100 p-8 text-center text-base-content/70">
        No users match your search or filters.
      </p>
    );
  }
  return (
    <div className="lg:rounded-box lg:bg-base-100 lg:shadow-sm">
      <HeaderRow />
      <ul className="flex flex-col gap-3 lg:gap-0" aria-label="Users">
        {users.map((user) => (
          <li key={user.id}>
            <UserRow user={user} onEdit={onEdit} onDelete={onDelete} />
          </li>
        ))}
      </ul>
    </div>
  );
}

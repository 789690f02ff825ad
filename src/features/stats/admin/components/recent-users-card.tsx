import { verificationLabel } from "@shared/contracts/licences";
import { Link } from "react-router-dom";
import { Avatar } from "@/components/ui/avatar";
import { CheckIcon } from "@/components/ui/icons";
import { QueryState } from "@/components/ui/query-state";
import { paths } from "@/config/paths";
import { formatDate } from "@/utils/format";
import { userInitials } from "@/utils/user-display";
import { RECENT_USERS, useRecentUsers } from "../api/get-recent-users";
import type { RecentUser } from "../types";
import { RoleBadge } from "./role-badge";

/** Full name, else the e-mail (product §2's user rows). */
function nameOf(user: RecentUser) {
  const name = [user.firstName, user.lastName].filter((part) => part?.trim()).join(" ");
  return name || user.email || "User";
}

export function RecentUserList({ users }: { users: RecentUser[] }) {
  if (users.length === 0) {
    return <p className="py-4 text-center text-base-content/70">No users yet</p>;
  }
  return (
    <ul className="divide-y divide-base-300">
      {users.slice(0, RECENT_USERS).map((user) => (
        <RecentUserRow key={user.id} user={user} />
      ))}
    </ul>
  );
}

/** One recent user; "Verified" by the one rule of the badge (a current licence or the flag). */
function RecentUserRow({ user }: { user: RecentUser }) {
  const verified = verificationLabel(user);
  return (
    <li className="flex items-center gap-3 py-3">
      <Avatar imageUrl={user.profileImageUrl} initials={userInitials(user)} />
      <div className="min-w-0 flex-1">
        <p className="flex items-center gap-1 font-medium">
          <span className="truncate">{nameOf(user)}</span>
          {verified ? (
            <span className="text-success" title={verified}>
              <CheckIcon className="size-4" />
              <span className="sr-only">{verified}</span>
            </span>
          ) : null}
        </p>
        <p className="truncate text-sm text-base-content/70">
          {user.businessName || user.email}
          {" · "}
          Joined <time dateTime={user.createdAt}>{formatDate(user.createdAt)}</time>
        </p>
      </div>
      <RoleBadge role={user.role} />
    </li>
  );
}

/** product §2: the 5 newest users with role and verified mark, and View All. */
export function RecentUsersCard() {
  const users = useRecentUsers();
  return (
    <section className="card bg-base-100 shadow-sm" aria-labelledby="recent-users">
      <div className="card-body">
        <div className="flex items-center justify-between gap-2">
          <h2 id="recent-users" className="card-title text-lg">
            Recent Users
          </h2>
          <Link to={paths.adminUsers.path} className="btn btn-ghost btn-sm">
            View All
          </Link>
        </div>
        <QueryState
          isPending={users.isPending}
          error={users.error}
          onRetry={() => users.refetch()}
          label="Loading users..."
        >
          <RecentUserList users={users.data?.items ?? []} />
        </QueryState>
      </div>
    </section>
  );
}

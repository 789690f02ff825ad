import type { TeamRole } from "@shared/contracts/team";
import { type ReactNode, useCallback, useId, useRef, useState } from "react";
import { Link } from "react-router-dom";
import { Avatar } from "@/components/ui/avatar";
import { paths } from "@/config/paths";
import { useDismiss } from "@/hooks/use-dismiss";
import { roleOpens } from "@/lib/team-access";
import { type UserNameFields, userDisplayName, userInitials } from "@/utils/user-display";
import { UnreadBadge } from "./unread-badge";

export interface NavAccount extends UserNameFields {
  profileImageUrl?: string | null;
  isAdmin: boolean;
  /** A partner's role in their business: the links are the role's pages. Owner when absent. */
  teamRole?: TeamRole;
}

/** One page of the menu; following it closes the menu. */
function MenuLink({
  to,
  onClick,
  children,
}: {
  to: string;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <li>
      <Link to={to} onClick={onClick}>
        {children}
      </Link>
    </li>
  );
}

/**
 * The avatar button and its menu (product §2): Profile Settings, My Calendar, Support (with its
 * unread answers) or, for an admin, Admin Dashboard and the Support Inbox; Sign Out.
 */
export function AccountMenu({
  account,
  supportUnread = 0,
}: {
  account: NavAccount;
  supportUnread?: number;
}) {
  const [open, setOpen] = useState(false);
  const close = useCallback(() => setOpen(false), []);
  const container = useRef<HTMLDivElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  const menuId = useId();
  useDismiss(open, close, container, toggle);
  const displayName = userDisplayName(account);

  return (
    <div ref={container} className="relative">
      <button
        ref={toggle}
        type="button"
        className="btn btn-ghost btn-circle"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen((shown) => !shown)}
      >
        <Avatar imageUrl={account.profileImageUrl} initials={userInitials(account)} />
        <span className="sr-only">Account menu for {displayName}</span>
      </button>
      <div
        id={menuId}
        hidden={!open}
        className="absolute right-0 z-40 mt-2 w-64 rounded-box border border-base-300 bg-base-100 p-2 shadow-lg"
      >
        <div className="border-b border-base-300 px-3 pt-1 pb-3">
          <p className="truncate font-semibold">{displayName}</p>
          {account.email ? (
            <p className="truncate text-sm text-base-content/75">{account.email}</p>
          ) : null}
        </div>
        <ul className="menu w-full p-0 pt-2">
          <MenuLink to={paths.profile.path} onClick={close}>
            Profile Settings
          </MenuLink>
          {roleOpens(account.teamRole ?? "owner", paths.calendar.path) ? (
            <MenuLink to={paths.calendar.path} onClick={close}>
              My Calendar
            </MenuLink>
          ) : null}
          {account.isAdmin ? (
            <>
              <MenuLink to={paths.admin.path} onClick={close}>
                Admin Dashboard
              </MenuLink>
              <MenuLink to={paths.adminSupport.path} onClick={close}>
                Support Inbox
              </MenuLink>
            </>
          ) : (
            <MenuLink to={paths.chat.path} onClick={close}>
              Support
              <UnreadBadge count={supportUnread} />
            </MenuLink>
          )}
          <li>
            {/* A browser navigation, as the spec's /api/logout link is. */}
            <a href={paths.logout.path}>Sign Out</a>
          </li>
        </ul>
      </div>
    </div>
  );
}

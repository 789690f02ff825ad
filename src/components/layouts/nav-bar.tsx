import { type ReactNode, useEffect, useId, useRef, useState } from "react";
import { Link, NavLink, useLocation } from "react-router-dom";
import { CloseIcon, LeafIcon, MenuIcon } from "@/components/ui/icons";
import { paths } from "@/config/paths";
import { roleOpens } from "@/lib/team-access";
import { AccountMenu, type NavAccount } from "./account-menu";
import { NotificationsButton } from "./notifications-button";
import { UnreadBadge } from "./unread-badge";

const LINKS = [
  { to: paths.home.path, label: "Dashboard", end: true },
  { to: paths.today.path, label: "Today", end: false },
  { to: paths.opportunities.path, label: "Opportunities", end: false },
  { to: paths.calendar.path, label: "Calendar", end: false },
  { to: paths.earnings.path, label: "Earnings", end: false },
  { to: paths.reviews.path, label: "Reviews", end: false },
  { to: paths.chat.path, label: "Support", end: false },
  { to: paths.profile.path, label: "Profile", end: false },
  { to: paths.team.path, label: "Team", end: false },
];
// An admin runs the platform: the console's pages, not a partner's. Not `end`: the Admin item
// stays highlighted on every /admin/ sub-path (product §2).
const ADMIN_LINKS = [
  { to: paths.admin.path, label: "Admin", end: false },
  { to: paths.adminTours.path, label: "Tours", end: false },
  { to: paths.adminOpportunities.path, label: "Opportunities", end: false },
  { to: paths.adminUsers.path, label: "Users", end: false },
  { to: paths.adminReviews.path, label: "Reviews", end: false },
  { to: paths.adminSupport.path, label: "Support", end: false },
];

function NavItems({ account, supportUnread }: { account: NavAccount; supportUnread: number }) {
  const role = account.teamRole ?? "owner";
  const links = account.isAdmin ? ADMIN_LINKS : LINKS.filter((link) => roleOpens(role, link.to));
  return links.map((link) => (
    <li key={link.to}>
      <NavLink
        to={link.to}
        end={link.end}
        className={({ isActive }) =>
          isActive ? "menu-active bg-primary/10! font-semibold text-primary!" : ""
        }
      >
        {link.label}
        {link.to === paths.chat.path ? <UnreadBadge count={supportUnread} /> : null}
      </NavLink>
    </li>
  ));
}

export interface NavBarProps {
  account: NavAccount;
  /** Support's answers the partner has not read: shown beside Support. */
  supportUnread?: number;
  /** The notifications control; the bare bell until a notifications feature supplies one. */
  notifications?: ReactNode;
}

/** The bar on every authenticated page (product §2); below `lg` the links fold into a menu. */
export function NavBar({
  account,
  supportUnread = 0,
  notifications = <NotificationsButton />,
}: NavBarProps) {
  const [menuOpen, setMenuOpen] = useState(false);
  const menuId = useId();
  const { pathname } = useLocation();
  const toggle = useRef<HTMLButtonElement>(null);

  // A followed link closes the small-screen menu.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on each path change on purpose
  useEffect(() => setMenuOpen(false), [pathname]);

  return (
    <header className="sticky top-0 z-30 border-b border-base-300 bg-base-100">
      <div className="navbar mx-auto max-w-7xl gap-2 px-2 sm:px-4">
        <div className="navbar-start gap-1">
          <button
            ref={toggle}
            type="button"
            className="btn btn-ghost btn-square lg:hidden"
            aria-expanded={menuOpen}
            aria-controls={menuId}
            onClick={() => setMenuOpen((open) => !open)}
            onKeyDown={(event) => {
              if (event.key === "Escape") setMenuOpen(false);
            }}
          >
            {menuOpen ? <CloseIcon /> : <MenuIcon />}
            <span className="sr-only">Navigation menu</span>
          </button>
          <Link
            to={paths.home.path}
            className="flex items-center gap-2 text-lg leading-tight font-bold text-primary"
          >
            <LeafIcon className="size-6 shrink-0" />
            {/* On small screens the leaf alone, still named for assistive technology. */}
            <span className="sr-only sm:not-sr-only">Tour Partner Portal</span>
          </Link>
        </div>
        <nav aria-label="Main" className="navbar-center hidden lg:flex">
          <ul className="menu menu-horizontal gap-1">
            <NavItems account={account} supportUnread={supportUnread} />
          </ul>
        </nav>
        <div className="navbar-end gap-1">
          {notifications}
          <AccountMenu account={account} supportUnread={supportUnread} />
        </div>
      </div>
      <nav
        id={menuId}
        aria-label="Main"
        hidden={!menuOpen}
        className="border-t border-base-300 bg-base-100 px-2 pb-3 lg:hidden"
      >
        <ul className="menu w-full gap-1 text-base">
          <NavItems account={account} supportUnread={supportUnread} />
        </ul>
      </nav>
    </header>
  );
}

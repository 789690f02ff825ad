import { Suspense } from "react";
import { Outlet } from "react-router-dom";
import { NavBar } from "@/components/layouts/nav-bar";
import { OfflineBanner } from "@/components/layouts/offline-banner";
import { PageSpinner } from "@/components/ui/loading-screen";
import { EmailConfirmationBanner } from "@/features/auth/components/email-confirmation-banner";
import { InactiveAccountNotice } from "@/features/auth/components/inactive-account-notice";
import { NotificationsMenu } from "@/features/notifications/components/notifications-menu";
import { useUnreadSupportReplies } from "@/features/notifications/hooks/use-read-support-replies";
import { useCurrentUser } from "@/lib/current-user";
import { teamRoleOf } from "@/lib/team-access";

/** The frame of every authenticated page: navigation bar, then the page. */
export function AppLayout() {
  const { data: user } = useCurrentUser();
  const supportUnread = useUnreadSupportReplies();
  return (
    <div className="min-h-dvh bg-base-200">
      <a
        href="#main"
        className="btn btn-primary btn-sm fixed top-2 left-2 z-50 -translate-y-16 focus:translate-y-0"
      >
        Skip to content
      </a>
      <NavBar
        account={{
          ...user,
          isAdmin: user?.role === "admin",
          teamRole: user ? teamRoleOf(user) : undefined,
        }}
        supportUnread={supportUnread}
        notifications={
          user ? <NotificationsMenu userId={user.id} forAdmin={user.role === "admin"} /> : undefined
        }
      />
      <OfflineBanner />
      {user && !user.isActive ? <InactiveAccountNotice /> : null}
      {/* The banner speaks of the business's payouts: the owner's to confirm, not a member's. */}
      {user?.isActive &&
      user.role !== "admin" &&
      teamRoleOf(user) === "owner" &&
      !user.emailVerified ? (
        <EmailConfirmationBanner email={user.email} />
      ) : null}
      <main
        id="main"
        tabIndex={-1}
        className="mx-auto w-full max-w-7xl px-4 py-6 outline-none sm:px-6 lg:py-8"
      >
        <Suspense fallback={<PageSpinner />}>
          <Outlet />
        </Suspense>
      </main>
    </div>
  );
}

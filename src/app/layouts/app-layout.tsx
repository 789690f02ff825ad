import { Suspense } from "react";
import { Outlet } from "react-router-dom";
import { NavBar } from "@/components/layouts/nav-bar";
import { PageSpinner } from "@/components/ui/loading-screen";
import { getRecentActivityQueryOptions } from "@/features/activity/api/get-recent-activity";
import { myBidsQueryKey } from "@/features/bids/api/get-my-bids";
import { NotificationsMenu } from "@/features/notifications/components/notifications-menu";
import { getMatchingOpportunitiesQueryOptions } from "@/features/opportunities/api/get-matching-opportunities";
import { getPartnerStatsQueryOptions } from "@/features/stats/api/get-partner-stats";
import { getUpcomingToursQueryOptions } from "@/features/tours/api/get-upcoming-tours";
import { useCurrentUser } from "@/lib/current-user";

/** What a new notification (an assignment, a decided bid, a tour) changes on the partner pages. */
const NOTIFIED_READS = [
  myBidsQueryKey,
  getPartnerStatsQueryOptions().queryKey,
  getRecentActivityQueryOptions().queryKey,
  getUpcomingToursQueryOptions().queryKey,
  getMatchingOpportunitiesQueryOptions().queryKey,
];

/** The frame of every authenticated page: navigation bar, then the page. */
export function AppLayout() {
  const { data: user } = useCurrentUser();
  return (
    <div className="min-h-dvh bg-base-200">
      <a
        href="#main"
        className="btn btn-primary btn-sm fixed top-2 left-2 z-50 -translate-y-16 focus:translate-y-0"
      >
        Skip to content
      </a>
      <NavBar
        account={{ ...user, isAdmin: user?.role === "admin" }}
        notifications={
          user ? <NotificationsMenu userId={user.id} alsoRefresh={NOTIFIED_READS} /> : undefined
        }
      />
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

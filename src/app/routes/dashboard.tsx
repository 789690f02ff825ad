import { RecentActivityCard } from "@/features/activity/components/recent-activity-card";
import { MyBidsCard } from "@/features/bids/components/my-bids-card";
import { NewOpportunitiesCard } from "@/features/opportunities/components/new-opportunities-card";
import { MonthlyPerformanceCard } from "@/features/stats/components/monthly-performance-card";
import { StatsOverview } from "@/features/stats/components/stats-overview";
import { TodayCard } from "@/features/tours/components/today-card";
import { UpcomingScheduleCard } from "@/features/tours/components/upcoming-schedule-card";

/** Dashboard (/): SPEC §2's greeting, figures and cards, plus the partner's bids. */
export function DashboardRoute() {
  return (
    <>
      <title>Dashboard · Tour Partner Portal</title>
      <div className="space-y-6">
        <div>
          <h1 className="text-3xl font-bold">Welcome back!</h1>
          <p className="mt-1 text-base-content/70">Your tours, bids and earnings at a glance.</p>
        </div>
        {/* On a phone the day comes first; wider screens show the schedule beside the figures. */}
        <div className="lg:hidden">
          <TodayCard />
        </div>
        <StatsOverview />
        <div className="grid grid-cols-1 gap-6 lg:grid-cols-3">
          <div className="min-w-0 space-y-6 lg:col-span-2">
            <NewOpportunitiesCard />
            <UpcomingScheduleCard />
            <MyBidsCard />
          </div>
          <div className="min-w-0 space-y-6">
            <RecentActivityCard />
            <MonthlyPerformanceCard />
          </div>
        </div>
      </div>
    </>
  );
}

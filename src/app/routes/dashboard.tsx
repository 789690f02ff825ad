import { RecentActivityCard } from "@/features/activity/components/recent-activity-card";
import { MyBidsCard } from "@/features/bids/components/my-bids-card";
import { usePendingDocuments } from "@/features/legal/api/get-pending-documents";
import { useMyLicences } from "@/features/licences/api/get-my-licences";
import { nextSteps } from "@/features/onboarding/components/next-steps";
import { NextStepsCard } from "@/features/onboarding/components/next-steps-card";
import { NewOpportunitiesCard } from "@/features/opportunities/components/new-opportunities-card";
import { unansweredRequiredFields } from "@/features/profile";
import { useProfile } from "@/features/profile/api/get-profile";
import { useProfileFields } from "@/features/profile/api/get-profile-fields";
import { usePartnerStats } from "@/features/stats/api/get-partner-stats";
import { MonthlyPerformanceCard } from "@/features/stats/components/monthly-performance-card";
import { StatsOverview } from "@/features/stats/components/stats-overview";
import { TodayCard } from "@/features/tours/components/today-card";
import { UpcomingScheduleCard } from "@/features/tours/components/upcoming-schedule-card";
import { useCurrentUser } from "@/lib/current-user";

/**
 * "Welcome back!" (product §2) for a partner who has been at work; a partner with no bid and no
 * tour yet is new here, and is greeted so.
 */
function useGreeting() {
  const user = useCurrentUser().data;
  const stats = usePartnerStats().data;
  if (!stats) return null;
  if (stats.bidsPlaced > 0 || stats.toursCompleted > 0) return "Welcome back!";
  return user?.firstName ? `Welcome, ${user.firstName}!` : "Welcome!";
}

/** The checklist of a partner's start, once everything it reads has arrived. */
function useNextSteps() {
  const user = useCurrentUser().data;
  const stats = usePartnerStats().data;
  const documents = usePendingDocuments().data;
  const licences = useMyLicences().data;
  const profile = useProfile().data;
  const fields = useProfileFields().data;
  if (!user || !stats || !documents || !licences || !profile || !fields) return null;
  return nextSteps({
    unansweredFields: unansweredRequiredFields(fields, profile.customFields),
    pendingDocuments: documents.length,
    hasLicence: licences.some((licence) => licence.status !== "rejected"),
    isVerified: user.isVerified,
    bidsPlaced: stats.bidsPlaced,
  });
}

/** Dashboard (/): product §2's greeting, figures and cards, a new partner's next steps, the bids. */
export function DashboardRoute() {
  const greeting = useGreeting();
  const steps = useNextSteps();
  return (
    <>
      <title>Dashboard · Tour Partner Portal</title>
      <div className="space-y-6">
        <div>
          {/* Held (invisible) until the figures say whether this partner is new. */}
          <h1 className={`text-3xl font-bold ${greeting ? "" : "invisible"}`}>
            {greeting ?? "Welcome"}
          </h1>
          <p className="mt-1 text-base-content/70">Your tours, bids and earnings at a glance.</p>
        </div>
        {steps ? <NextStepsCard steps={steps} /> : null}
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

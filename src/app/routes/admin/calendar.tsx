import { PartnerFeedsCard } from "@/features/calendar/admin/components/partner-feeds-card";
import { PlatformFeedCard } from "@/features/calendar/admin/components/platform-feed-card";

/** Calendar Integration (/admin/calendar): linked from the admin dashboard (product §2). */
export function AdminCalendarRoute() {
  return (
    <>
      <title>Calendar Integration · Tour Partner Portal</title>
      <div className="mb-6">
        <h1 className="text-3xl font-bold">Calendar Integration</h1>
        <p className="mt-1 text-base-content/70">
          The platform's tour schedule as a calendar subscription, and the partners' own feeds.
        </p>
      </div>
      <div className="flex flex-col gap-6">
        <PlatformFeedCard />
        <PartnerFeedsCard />
      </div>
    </>
  );
}

import { getRecentActivityQueryOptions } from "@/features/activity/api/get-recent-activity";
import { useCreateBid } from "@/features/bids/api/create-bid";
import { getMatchingOpportunitiesQueryOptions } from "@/features/opportunities/api/get-matching-opportunities";
import { opportunitiesQueryKey } from "@/features/opportunities/api/get-opportunities";
import { OpportunitiesBrowser } from "@/features/opportunities/components/opportunities-browser";
import { getPartnerStatsQueryOptions } from "@/features/stats/api/get-partner-stats";

/** A new bid marks its opportunity, leaves the matches, counts as active and is an event. */
const BID_REFRESHES = [
  opportunitiesQueryKey,
  getMatchingOpportunitiesQueryOptions().queryKey,
  getPartnerStatsQueryOptions().queryKey,
  getRecentActivityQueryOptions().queryKey,
];

/** Opportunities (/opportunities): SPEC §2's searchable list and the Submit Your Bid dialog. */
export function OpportunitiesRoute() {
  const createBid = useCreateBid({ alsoRefresh: BID_REFRESHES });
  return (
    <>
      <title>Opportunities · Tour Partner Portal</title>
      <div className="space-y-6">
        <div>
          <h1 className="text-3xl font-bold">Opportunities</h1>
          <p className="mt-1 text-base-content/70">
            Open tours looking for partners. Bid on the ones that fit your business.
          </p>
        </div>
        <OpportunitiesBrowser submitBid={createBid.mutateAsync} />
      </div>
    </>
  );
}

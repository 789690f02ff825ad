import { useCallback, useState } from "react";
import { Pagination } from "@/components/ui/pagination";
import { QueryState } from "@/components/ui/query-state";
import { SearchField } from "@/components/ui/search-field";
import { useDebouncedSearch } from "@/hooks/use-debounced-search";
import { formatDate, formatDateTime } from "@/utils/format";
import { PARTNER_FEEDS_PAGE_SIZE, usePartnerFeeds } from "../api/get-partner-feeds";
import type { PartnerFeedStatus } from "../types";

function partnerName(partner: PartnerFeedStatus) {
  const person = [partner.firstName, partner.lastName]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(" ");
  return { title: partner.businessName || person || partner.email || "Partner", person };
}

function FeedStatus({ partner }: { partner: PartnerFeedStatus }) {
  if (!partner.hasFeed || !partner.feedCreatedAt) {
    return <span className="badge badge-ghost">No feed</span>;
  }
  return (
    <span className="flex flex-col items-start gap-1">
      <span className="badge badge-soft badge-primary">Subscribed</span>
      <span className="text-xs text-base-content/70">
        since <time dateTime={partner.feedCreatedAt}>{formatDate(partner.feedCreatedAt)}</time>
      </span>
    </span>
  );
}

export function PartnerFeedsTable({
  partners,
  searching = false,
}: {
  partners: PartnerFeedStatus[];
  searching?: boolean;
}) {
  if (partners.length === 0) {
    return (
      <p className="py-4 text-center text-base-content/70">
        {searching ? "No partners match your search." : "No partners yet."}
      </p>
    );
  }
  return (
    <table className="table table-sm sm:table-md">
      <thead>
        <tr>
          <th scope="col">Partner</th>
          <th scope="col">Feed</th>
          <th scope="col" className="hidden md:table-cell">
            Last fetched
          </th>
          <th scope="col" className="hidden text-right sm:table-cell">
            Upcoming tours
          </th>
        </tr>
      </thead>
      <tbody>
        {partners.map((partner) => {
          const name = partnerName(partner);
          return (
            <tr key={partner.partnerId}>
              <th scope="row" className="font-normal">
                <span className="block font-semibold break-words">{name.title}</span>
                <span className="block text-xs break-all text-base-content/70">
                  {name.person && name.person !== name.title ? `${name.person} · ` : ""}
                  {partner.email}
                </span>
                {partner.isActive ? null : (
                  <span className="badge badge-neutral badge-sm mt-1">Inactive</span>
                )}
              </th>
              <td>
                <FeedStatus partner={partner} />
                {/* Phones have no column for it. */}
                <span className="mt-1 block text-xs sm:hidden">
                  {partner.upcomingTours} upcoming {partner.upcomingTours === 1 ? "tour" : "tours"}
                </span>
              </td>
              <td className="hidden text-sm md:table-cell">
                {partner.lastFetchedAt ? (
                  <time dateTime={partner.lastFetchedAt}>
                    {formatDateTime(partner.lastFetchedAt)}
                  </time>
                ) : (
                  "—"
                )}
              </td>
              <td className="hidden text-right font-semibold sm:table-cell">
                {partner.upcomingTours}
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

/** Each partner's own feed: on or off since when, last fetched, tours ahead. Never the URL. */
export function PartnerFeedsCard() {
  const [request, setRequest] = useState({ page: 1, search: "" });
  const commitSearch = useCallback((search: string) => setRequest({ page: 1, search }), []);
  const [search, setSearch, commitTyped] = useDebouncedSearch(request.search, commitSearch);
  const feeds = usePartnerFeeds(request);
  return (
    <section className="card bg-base-100 shadow-sm" aria-labelledby="partner-feeds">
      <div className="card-body gap-4 p-4 sm:p-6">
        <div>
          <h2 id="partner-feeds" className="card-title text-lg">
            Partner feeds
          </h2>
          <p className="text-sm text-base-content/70">
            Which partners subscribe to their own tour calendar. Their feed URLs stay private.
          </p>
        </div>
        <SearchField
          label="Search partners"
          placeholder="Name, e-mail or business"
          className="md:w-96"
          value={search}
          onChange={setSearch}
          onBlur={commitTyped}
        />
        <QueryState
          isPending={feeds.isPending}
          error={feeds.error}
          onRetry={() => feeds.refetch()}
          label="Loading partner feeds..."
        >
          <PartnerFeedsTable
            partners={feeds.data?.items ?? []}
            searching={request.search.trim() !== ""}
          />
          <Pagination
            page={request.page}
            pageSize={PARTNER_FEEDS_PAGE_SIZE}
            total={feeds.data?.total ?? 0}
            onPage={(page) => setRequest((current) => ({ ...current, page }))}
          />
        </QueryState>
      </div>
    </section>
  );
}

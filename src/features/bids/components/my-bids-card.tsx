import type { MyBid } from "@shared/contracts/api";
import { useId, useState } from "react";
import { Link } from "react-router-dom";
import { QueryState } from "@/components/ui/query-state";
import { paths } from "@/config/paths";
import { useMyBids } from "../api/get-my-bids";
import { BidRow } from "./bid-row";
import { WithdrawBidDialog } from "./withdraw-bid-dialog";

/** Bids per page of the card: "Show more" loads the next page below the ones shown. */
export const BIDS_PAGE_SIZE = 5;

function BidsPage({ page, onWithdraw }: { page: number; onWithdraw: (bid: MyBid) => void }) {
  const bids = useMyBids(page, BIDS_PAGE_SIZE);
  if (bids.isPending || bids.error) {
    return (
      <li className="py-3">
        <QueryState
          isPending={bids.isPending}
          error={bids.error}
          onRetry={() => void bids.refetch()}
          label="Loading more bids..."
        >
          {null}
        </QueryState>
      </li>
    );
  }
  return bids.data.items.map((bid) => <BidRow key={bid.id} bid={bid} onWithdraw={onWithdraw} />);
}

/** The partner's bids with their status, newest first; pending and shortlisted ones can be withdrawn. */
export function MyBidsCard() {
  const firstPage = useMyBids(1, BIDS_PAGE_SIZE);
  const [pages, setPages] = useState([1]);
  const [withdrawing, setWithdrawing] = useState<MyBid | null>(null);
  const titleId = useId();
  const total = firstPage.data?.total ?? 0;
  const shown = Math.min(total, pages.length * BIDS_PAGE_SIZE);

  return (
    <section className="card bg-base-100 shadow-sm" aria-labelledby={titleId}>
      <div className="card-body p-5">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 id={titleId} className="card-title text-lg">
            My Bids
          </h2>
          {total > 0 ? (
            <span className="text-sm text-base-content/70">
              Showing {shown} of {total}
            </span>
          ) : null}
        </div>
        <QueryState
          isPending={firstPage.isPending}
          error={firstPage.error}
          onRetry={() => void firstPage.refetch()}
          label="Loading your bids..."
        >
          {total === 0 ? (
            <p className="py-6 text-center text-base-content/70">
              You have not placed any bids yet.{" "}
              <Link to={paths.opportunities.path} className="link link-primary">
                Browse opportunities
              </Link>{" "}
              to submit your first one.
            </p>
          ) : (
            <ul className="divide-y divide-base-300">
              {pages.map((page) => (
                <BidsPage key={page} page={page} onWithdraw={setWithdrawing} />
              ))}
            </ul>
          )}
          {shown < total ? (
            <button
              type="button"
              className="btn btn-outline btn-sm self-center"
              onClick={() => setPages((shownPages) => [...shownPages, shownPages.length + 1])}
            >
              Show more
            </button>
          ) : null}
        </QueryState>
      </div>
      <WithdrawBidDialog bid={withdrawing} onClose={() => setWithdrawing(null)} />
    </section>
  );
}

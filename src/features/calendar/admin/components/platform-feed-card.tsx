import { useState } from "react";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { QueryState } from "@/components/ui/query-state";
import { notifyError, notifySuccess } from "@/lib/toast";
import { formatDateTime } from "@/utils/format";
import { usePlatformFeed } from "../api/get-platform-feed";
import { useResetPlatformFeed } from "../api/reset-platform-feed";
import { useTurnOffPlatformFeed } from "../api/turn-off-platform-feed";
import type { PlatformFeed } from "../types";
import { FeedUrlField } from "./feed-url-field";

type Asking = "reset" | "off" | null;

/** The admin's private iCal feed of every scheduled tour: subscribe, copy, reset, turn off. */
export function PlatformFeedCard() {
  const feed = usePlatformFeed();
  const reset = useResetPlatformFeed();
  const turnOff = useTurnOffPlatformFeed();
  const [asking, setAsking] = useState<Asking>(null);

  const turnOn = () =>
    reset.mutate(undefined, {
      onSuccess: () => notifySuccess({ title: "Success", description: "The platform feed is on." }),
      onError: () => notifyError({ title: "Error", description: "Failed to turn on the feed." }),
    });
  const confirmReset = () =>
    reset.mutate(undefined, {
      onSuccess: () => {
        setAsking(null);
        notifySuccess({
          title: "Success",
          description: "A new feed URL is ready. The old one no longer works.",
        });
      },
      onError: () => notifyError({ title: "Error", description: "Failed to reset the feed URL." }),
    });
  const confirmOff = () =>
    turnOff.mutate(undefined, {
      onSuccess: () => {
        setAsking(null);
        notifySuccess({ title: "Success", description: "The platform feed is turned off." });
      },
      onError: () => notifyError({ title: "Error", description: "Failed to turn off the feed." }),
    });

  return (
    <section className="card bg-base-100 shadow-sm" aria-labelledby="platform-feed">
      <div className="card-body gap-4 p-4 sm:p-6">
        <div>
          <h2 id="platform-feed" className="card-title text-lg">
            Platform tour calendar
          </h2>
          <p className="text-sm text-base-content/70">
            Every scheduled tour on the platform, with the partner's name, in Google or Apple
            Calendar. Keep the URL private: anyone who has it can read the schedule.
          </p>
        </div>
        <QueryState
          isPending={feed.isPending}
          error={feed.error}
          onRetry={() => feed.refetch()}
          label="Loading the feed..."
        >
          {feed.data?.enabled && feed.data.url && feed.data.webcalUrl ? (
            <>
              <FeedUrlField url={feed.data.url} webcalUrl={feed.data.webcalUrl} />
              <LastFetched feed={feed.data} />
              <div className="flex flex-col gap-2 border-t border-base-300 pt-4 sm:flex-row">
                <button type="button" className="btn btn-sm" onClick={() => setAsking("reset")}>
                  Reset URL
                </button>
                <button
                  type="button"
                  className="btn btn-sm btn-ghost text-red-700 hover:bg-red-50 dark:text-red-400 dark:hover:bg-red-950"
                  onClick={() => setAsking("off")}
                >
                  Turn off feed
                </button>
              </div>
            </>
          ) : (
            <div className="flex flex-col items-start gap-3">
              <p>The platform feed is off. Turn it on to get a private subscription URL.</p>
              <button
                type="button"
                className="btn btn-primary"
                disabled={reset.isPending}
                onClick={turnOn}
              >
                Turn on feed
              </button>
            </div>
          )}
        </QueryState>
      </div>
      <ConfirmDialog
        open={asking === "reset"}
        title="Reset the feed URL?"
        confirmLabel="Reset URL"
        pending={reset.isPending}
        onConfirm={confirmReset}
        onClose={() => setAsking(null)}
      >
        <p>
          Calendars subscribed to the current URL stop updating. Subscribe again with the new one.
        </p>
      </ConfirmDialog>
      <ConfirmDialog
        open={asking === "off"}
        title="Turn off the platform feed?"
        confirmLabel="Turn off feed"
        danger
        pending={turnOff.isPending}
        onConfirm={confirmOff}
        onClose={() => setAsking(null)}
      >
        <p>
          The URL stops working at once and subscribed calendars stop updating. You can turn the
          feed on again with a new URL.
        </p>
      </ConfirmDialog>
    </section>
  );
}

function LastFetched({ feed }: { feed: PlatformFeed }) {
  return (
    <p className="text-sm text-base-content/70">
      Last fetched by a calendar app:{" "}
      {feed.lastFetchedAt ? (
        <time dateTime={feed.lastFetchedAt}>{formatDateTime(feed.lastFetchedAt)}</time>
      ) : (
        "not yet"
      )}
    </p>
  );
}

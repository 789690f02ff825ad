import { useState } from "react";
import { Dialog } from "@/components/ui/dialog";
import { QueryState } from "@/components/ui/query-state";
import { notifyError, notifySuccess } from "@/lib/toast";
import { errorMessage } from "@/utils/error-message";
import { useDeleteFeedUrl } from "../api/delete-feed-url";
import { useFeedUrl } from "../api/get-feed-url";
import { useResetFeedUrl } from "../api/reset-feed-url";
import { FeedLinks } from "./feed-links";

type Confirming = "reset" | "off" | null;

const CONFIRM_TEXT = {
  reset: "Reset the link? The old link stops working: calendars subscribed with it stop updating.",
  off: "Turn off the feed? The link stops working and subscribed calendars stop updating.",
} as const;

export interface SubscribeDialogProps {
  open: boolean;
  onClose: () => void;
  onTurnedOff: () => void;
}

/** The private iCal feed: copy it, add it to Google or Apple Calendar, reset it or turn it off. */
export function SubscribeDialog({ open, onClose, onTurnedOff }: SubscribeDialogProps) {
  const feed = useFeedUrl({ enabled: open });
  const reset = useResetFeedUrl();
  const turnOff = useDeleteFeedUrl();
  const [confirming, setConfirming] = useState<Confirming>(null);
  const busy = reset.isPending || turnOff.isPending;

  const close = () => {
    setConfirming(null);
    onClose();
  };

  const confirm = () => {
    if (confirming === "reset") {
      reset.mutate(undefined, {
        onSuccess: () => {
          setConfirming(null);
          notifySuccess({
            title: "New calendar link ready",
            description: "The old link no longer works.",
          });
        },
        onError: (error) =>
          notifyError({
            title: "Error",
            description: errorMessage(error, "Failed to reset the link. Please try again."),
          }),
      });
    } else if (confirming === "off") {
      turnOff.mutate(undefined, {
        onSuccess: () => {
          notifySuccess({
            title: "Calendar feed turned off",
            description: "The link no longer works.",
          });
          onTurnedOff();
          close();
        },
        onError: (error) =>
          notifyError({
            title: "Error",
            description: errorMessage(error, "Failed to turn off the feed. Please try again."),
          }),
      });
    }
  };

  return (
    <Dialog
      open={open}
      onClose={close}
      title="Subscribe in Google / Apple Calendar"
      description="This link is private: anyone who has it can see your tour schedule, so share it with no one."
      actions={
        confirming ? null : (
          <>
            <button
              type="button"
              className="btn btn-ghost"
              disabled={!feed.data}
              onClick={() => setConfirming("off")}
            >
              Turn off
            </button>
            <button
              type="button"
              className="btn"
              disabled={!feed.data}
              onClick={() => setConfirming("reset")}
            >
              Reset link
            </button>
          </>
        )
      }
    >
      <QueryState
        isPending={feed.isPending}
        error={feed.error}
        onRetry={() => void feed.refetch()}
        label="Loading your calendar link..."
      >
        {feed.data ? <FeedLinks feed={feed.data} /> : null}
        <p className="mt-4 text-sm text-base-content/75">
          Calendars check the feed about once an hour, so new tours can take a while to appear.
        </p>
      </QueryState>
      {confirming ? (
        <div
          role="alert"
          className="mt-4 flex flex-col gap-3 rounded-box border border-warning bg-base-200 p-4 text-sm"
        >
          <p>{CONFIRM_TEXT[confirming]}</p>
          <div className="flex flex-wrap justify-end gap-2">
            <button
              type="button"
              className="btn btn-sm btn-ghost"
              disabled={busy}
              onClick={() => setConfirming(null)}
            >
              Cancel
            </button>
            <button
              type="button"
              className="btn btn-sm btn-warning"
              disabled={busy}
              onClick={confirm}
            >
              {busy ? (
                <span className="loading loading-spinner loading-xs" aria-hidden="true" />
              ) : null}
              {confirming === "reset" ? "Yes, reset link" : "Yes, turn off"}
            </button>
          </div>
        </div>
      ) : null}
    </Dialog>
  );
}

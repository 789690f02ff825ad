import type { PartnerFeed } from "@shared/contracts/calendar";
import { useId, useRef } from "react";
import { ExternalLinkIcon } from "@/components/ui/icons";
import { notifyError, notifySuccess } from "@/lib/toast";
import { googleCalendarUrl } from "./google-calendar-url";

/** The private URL with a copy button, and the one-click subscriptions for Google and Apple. */
export function FeedLinks({ feed }: { feed: PartnerFeed }) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(feed.url);
      notifySuccess({
        id: "feed-copy",
        title: "Link copied",
        description: "Paste it into any calendar app.",
      });
    } catch {
      input.current?.select();
      notifyError({
        id: "feed-copy",
        title: "Could not copy",
        description: "The link is selected: copy it with your keyboard.",
      });
    }
  };

  return (
    <div className="flex flex-col gap-4">
      <div className="fieldset">
        <label htmlFor={id} className="fieldset-legend">
          Your private calendar link
        </label>
        <div className="join w-full">
          <input
            id={id}
            ref={input}
            readOnly
            value={feed.url}
            className="input join-item w-full min-w-0 font-mono text-xs"
            onFocus={(event) => event.currentTarget.select()}
          />
          <button type="button" className="btn btn-primary join-item" onClick={copy}>
            Copy<span className="sr-only"> link</span>
          </button>
        </div>
      </div>
      <div className="flex flex-col gap-2 sm:flex-row">
        <a
          className="btn btn-outline sm:flex-1"
          href={googleCalendarUrl(feed.webcalUrl)}
          target="_blank"
          rel="noopener noreferrer"
        >
          Add to Google Calendar
          <ExternalLinkIcon className="size-4" />
          <span className="sr-only"> (opens in a new tab)</span>
        </a>
        <a className="btn btn-outline sm:flex-1" href={feed.webcalUrl}>
          Add to Apple Calendar
        </a>
      </div>
    </div>
  );
}

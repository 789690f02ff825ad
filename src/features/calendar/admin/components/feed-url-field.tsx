import { useId } from "react";
import { CalendarIcon, ExternalLinkIcon } from "@/components/ui/icons";
import { notifyError, notifySuccess } from "@/lib/toast";
import { googleCalendarUrl } from "../../components/google-calendar-url";

async function copy(url: string) {
  try {
    await navigator.clipboard.writeText(url);
    notifySuccess({ title: "Success", description: "Feed URL copied." });
  } catch {
    notifyError({ title: "Error", description: "Copying failed. Select the URL and copy it." });
  }
}

/** The private URL, read-only and selectable, with copy and subscribe links. */
export function FeedUrlField({ url, webcalUrl }: { url: string; webcalUrl: string }) {
  const id = useId();
  return (
    <div className="flex flex-col gap-3">
      <div className="fieldset py-0">
        <label htmlFor={id} className="fieldset-legend">
          Feed URL
        </label>
        <div className="join w-full">
          <input
            id={id}
            readOnly
            value={url}
            className="input join-item w-full bg-base-200 font-mono text-xs"
            onFocus={(event) => event.currentTarget.select()}
          />
          <button type="button" className="btn btn-primary join-item" onClick={() => copy(url)}>
            Copy
          </button>
        </div>
      </div>
      <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
        <a
          href={googleCalendarUrl(webcalUrl)}
          target="_blank"
          rel="noreferrer"
          className="btn btn-outline btn-sm"
        >
          <ExternalLinkIcon className="size-4" />
          Add to Google Calendar<span className="sr-only"> (opens in a new tab)</span>
        </a>
        <a href={webcalUrl} className="btn btn-outline btn-sm">
          <CalendarIcon className="size-4" />
          Subscribe in Apple Calendar
        </a>
      </div>
    </div>
  );
}

import { useState } from "react";
import { CalendarIcon } from "@/components/ui/icons";
import { SubscribeDialog } from "./subscribe-dialog";

/** Sidebar card: subscribe to the tours from Google or Apple Calendar (docs/api.md iCal feed). */
export function CalendarSubscription() {
  const [open, setOpen] = useState(false);
  const [turnedOff, setTurnedOff] = useState(false);
  return (
    <section className="card bg-base-100 shadow-sm" aria-labelledby="calendar-sync-heading">
      <div className="card-body gap-3 p-5">
        <h2 id="calendar-sync-heading" className="card-title text-lg">
          <CalendarIcon />
          Sync your calendar
        </h2>
        <p className="text-sm text-base-content/75">
          {turnedOff
            ? "Your calendar feed is off. Subscribe again to get a new private link."
            : "See your tours in Google or Apple Calendar through a private link that keeps itself up to date."}
        </p>
        <button
          type="button"
          className="btn btn-primary"
          onClick={() => {
            setTurnedOff(false);
            setOpen(true);
          }}
        >
          Subscribe in Google / Apple Calendar
        </button>
      </div>
      <SubscribeDialog
        open={open}
        onClose={() => setOpen(false)}
        onTurnedOff={() => setTurnedOff(true)}
      />
    </section>
  );
}

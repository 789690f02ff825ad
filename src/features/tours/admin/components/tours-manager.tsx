import type { AdminTourListItem } from "@shared/contracts/api";
import type { AdminTourView } from "@shared/schemas/list-query";
import { type ReactNode, useState } from "react";
import { Pagination } from "@/components/ui/pagination";
import { QueryState } from "@/components/ui/query-state";
import { formatCount } from "@/utils/format";
import { ADMIN_TOURS_PAGE_SIZE, useAdminTours } from "../api/get-admin-tours";
import { useTourView } from "../hooks/use-tour-view";
import { CancelTourDialog } from "./cancel-tour-dialog";
import { CompleteTourDialog } from "./complete-tour-dialog";
import { groupByDay } from "./tour-day";
import { TourListItem, tourPartnerName } from "./tour-list-item";

const VIEWS: { view: AdminTourView; label: string; empty: string }[] = [
  { view: "scheduled", label: "Scheduled", empty: "No tours scheduled from today on." },
  {
    view: "overdue",
    label: "Awaiting completion",
    empty: "Every tour that has taken place is completed or cancelled.",
  },
  { view: "recent", label: "Recent", empty: "No tours completed or cancelled yet." },
];

type Action = { kind: "complete" | "cancel"; tour: AdminTourListItem } | null;

export interface ToursManagerProps {
  /** A tour's guest list, which the page composes in (features/guests owns it). */
  guestsDialog?: (tour: AdminTourListItem, onClose: () => void) => ReactNode;
}

/** The admin's Tours page: the scheduled tours from today on, the overdue, the finished. */
export function ToursManager({ guestsDialog }: ToursManagerProps = {}) {
  const { request, update } = useTourView();
  const tours = useAdminTours(request);
  const [action, setAction] = useState<Action>(null);
  const [guestsOf, setGuestsOf] = useState<AdminTourListItem | null>(null);
  const current = VIEWS.find((entry) => entry.view === request.view) ?? VIEWS[0];
  const items = tours.data?.items ?? [];
  const close = () => setAction(null);

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <fieldset className="join">
          <legend className="sr-only">Which tours</legend>
          {VIEWS.map((entry) => (
            <button
              key={entry.view}
              type="button"
              aria-pressed={entry.view === request.view}
              className={`btn join-item btn-sm ${entry.view === request.view ? "btn-primary" : "btn-outline"}`}
              onClick={() => update({ view: entry.view })}
            >
              {entry.label}
            </button>
          ))}
        </fieldset>
        {tours.data ? (
          <span className="badge badge-outline" aria-live="polite">
            {formatCount(tours.data.total, "tour", "tours", tours.data.totalCapped)}
          </span>
        ) : null}
      </div>
      <QueryState
        isPending={tours.isPending}
        error={tours.error}
        onRetry={() => tours.refetch()}
        label="Loading tours..."
      >
        <div aria-busy={tours.isFetching} className="flex flex-col gap-6">
          {items.length === 0 ? (
            <p className="py-8 text-center text-base-content/70">{current?.empty}</p>
          ) : (
            groupByDay(items).map((group) => (
              <section key={`${group.day}-${group.tours[0]?.id}`} className="flex flex-col gap-2">
                <h2 className="text-lg font-semibold">{group.day}</h2>
                <ul className="flex flex-col gap-2">
                  {group.tours.map((tour) => (
                    <TourListItem
                      key={tour.id}
                      tour={tour}
                      onComplete={(chosen) => setAction({ kind: "complete", tour: chosen })}
                      onCancel={(chosen) => setAction({ kind: "cancel", tour: chosen })}
                      onGuests={guestsDialog ? setGuestsOf : undefined}
                    />
                  ))}
                </ul>
              </section>
            ))
          )}
          <Pagination
            page={request.page}
            pageSize={ADMIN_TOURS_PAGE_SIZE}
            total={tours.data?.total ?? 0}
            totalCapped={tours.data?.totalCapped}
            onPage={(page) => update({ view: request.view, page })}
          />
        </div>
      </QueryState>
      <CompleteTourDialog
        tour={action?.kind === "complete" ? action.tour : null}
        partner={action ? tourPartnerName(action.tour) : ""}
        onClose={close}
      />
      <CancelTourDialog
        tour={action?.kind === "cancel" ? action.tour : null}
        partner={action ? tourPartnerName(action.tour) : ""}
        onClose={close}
      />
      {guestsOf && guestsDialog ? guestsDialog(guestsOf, () => setGuestsOf(null)) : null}
    </div>
  );
}

import type { UpcomingTour } from "@shared/contracts/api";
import { formatDollars } from "@shared/money";
import { isSameMonth } from "date-fns";
import { formatDate } from "@/utils/format";
import { monthSummary } from "./calendar-month";

export interface ThisMonthCardProps {
  tours: readonly UpcomingTour[];
  /** The month the grid shows. */
  month: Date;
  /** Today: the card is "This Month" for its month, "Selected Month" for any other. */
  today?: Date;
}

/**
 * product §2: the shown month's scheduled tours, what they pay summed (the agreed amounts, a base
 * rate where no bid was accepted), and the busiest day.
 */
export function ThisMonthCard({ tours, month, today = new Date() }: ThisMonthCardProps) {
  const { count, revenueCents, busiestDay } = monthSummary(tours, month);
  return (
    <section className="card bg-base-100 shadow-sm" aria-labelledby="this-month-heading">
      <div className="card-body gap-3 p-5">
        <h2 id="this-month-heading" className="card-title text-lg">
          {isSameMonth(month, today) ? "This Month" : "Selected Month"}
        </h2>
        <dl className="grid gap-2 text-sm">
          <div className="flex justify-between gap-3">
            <dt className="text-base-content/75">Scheduled tours</dt>
            <dd className="font-semibold">{count}</dd>
          </div>
          <div className="flex justify-between gap-3">
            <dt className="text-base-content/75">Expected revenue</dt>
            <dd className="font-semibold">{formatDollars(revenueCents)}</dd>
          </div>
          <div className="flex justify-between gap-3">
            <dt className="text-base-content/75">Busiest Day</dt>
            <dd className="text-right font-semibold">
              {busiestDay
                ? `${formatDate(busiestDay.date)} (${busiestDay.tours === 1 ? "1 tour" : `${busiestDay.tours} tours`})`
                : "None"}
            </dd>
          </div>
        </dl>
      </div>
    </section>
  );
}

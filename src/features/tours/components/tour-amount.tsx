import type { UpcomingTour } from "@shared/contracts/api";
import { MONEY_LABELS } from "@shared/money-labels";
import { formatMoney } from "@/utils/format";

type Priced = Pick<UpcomingTour, "agreedAmount" | "baseRate">;

/** What the partner earns for a tour: the accepted bid's total, else the opportunity's base rate. */
export function tourAmount(tour: Priced): string {
  return tour.agreedAmount ?? tour.baseRate;
}

/**
 * The tour's amount with its name, as every screen and mail names it: the agreed amount, or the
 * base rate when no bid was accepted, since then nothing was agreed.
 */
export function TourAmount({ tour, className = "" }: { tour: Priced; className?: string }) {
  const agreed = tour.agreedAmount !== null;
  return (
    <span className={className}>
      <span className="text-xs text-base-content/70">
        {agreed ? MONEY_LABELS.agreedAmount : MONEY_LABELS.baseRate}
      </span>{" "}
      <span className="font-semibold">{formatMoney(tourAmount(tour))}</span>
    </span>
  );
}

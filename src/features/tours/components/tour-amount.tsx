import type { UpcomingTour } from "@shared/contracts/api";
import { formatMoney } from "@/utils/format";

type Priced = Pick<UpcomingTour, "agreedAmount" | "baseRate">;

/** What the partner earns for a tour: the accepted bid's total, else the opportunity's base rate. */
export function tourAmount(tour: Priced): string {
  return tour.agreedAmount ?? tour.baseRate;
}

/** The tour's amount; a base rate (no bid was accepted) says so, since nothing was agreed. */
export function TourAmount({ tour, className = "" }: { tour: Priced; className?: string }) {
  if (tour.agreedAmount !== null) {
    return <span className={`font-semibold ${className}`}>{formatMoney(tour.agreedAmount)}</span>;
  }
  return (
    <span className={`font-semibold ${className}`}>
      {formatMoney(tour.baseRate)}{" "}
      <span className="text-xs font-normal text-base-content/70">base rate</span>
    </span>
  );
}

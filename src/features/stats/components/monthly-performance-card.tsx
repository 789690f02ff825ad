import type { PartnerStats } from "@shared/contracts/api";
import type { ReactNode } from "react";
import { QueryCard } from "@/components/ui/query-card";
import { formatMoney } from "@/utils/format";
import { usePartnerStats } from "../api/get-partner-stats";
import { ratingTrend, revenueTrend, toursTrend } from "../utils/trends";
import { RatingStars } from "./rating-stars";
import { TrendText } from "./trend-text";

function Row({ label, value, trend }: { label: string; value: ReactNode; trend: ReactNode }) {
  return (
    <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-1 border-b border-base-300 py-3 last:border-b-0">
      <dt className="text-sm text-base-content/70">{label}</dt>
      <dd className="text-right">
        <div className="text-2xl font-bold">{value}</div>
        <div className="text-xs text-base-content/70">{trend}</div>
      </dd>
    </div>
  );
}

export function MonthlyPerformance({ stats }: { stats: PartnerStats }) {
  return (
    <dl>
      <Row
        label="Revenue this month"
        value={formatMoney(stats.monthlyRevenue)}
        trend={<TrendText trend={revenueTrend(stats.monthlyRevenue, stats.lastMonthRevenue)} />}
      />
      <Row
        label="Tours this month"
        value={stats.monthlyTours}
        trend={<TrendText trend={toursTrend(stats.monthlyTours, stats.lastMonthTours)} />}
      />
      <Row
        label="Average rating"
        // Ratings run 1 to 5: an average of 0 means none yet, not a 0.0 with empty stars.
        value={
          stats.averageRating > 0 ? (
            <RatingStars rating={stats.averageRating} />
          ) : (
            <span>
              <span aria-hidden="true">—</span>
              <span className="sr-only">No rating</span>
            </span>
          )
        }
        trend={<TrendText trend={ratingTrend(stats.reviewCount)} />}
      />
    </dl>
  );
}

/** product §2's Monthly Performance card: this month's revenue, tours and the average rating. */
export function MonthlyPerformanceCard() {
  const stats = usePartnerStats();
  return (
    <QueryCard
      title="Monthly Performance"
      query={stats}
      loadingLabel="Loading this month's performance..."
    >
      {stats.data ? <MonthlyPerformance stats={stats.data} /> : null}
    </QueryCard>
  );
}

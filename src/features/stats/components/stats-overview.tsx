import type { PartnerStats } from "@shared/contracts/api";
import { ChartIcon, GavelIcon, MapPinIcon, TargetIcon } from "@/components/ui/icons";
import { QueryState } from "@/components/ui/query-state";
import { StatCard } from "@/components/ui/stat-card";
import { formatMoney } from "@/utils/format";
import { usePartnerStats } from "../api/get-partner-stats";
import { monthlyToursText, revenueTrend, successRateTrend } from "../utils/trends";
import { TrendText } from "./trend-text";

/** The dashboard's four figures (product §2), each with this month against last month. */
export function StatCards({ stats }: { stats: PartnerStats }) {
  return (
    <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-4">
      <StatCard
        label="Total Revenue"
        value={formatMoney(stats.totalRevenue)}
        // A monthly change under an all-time total says which month it compares.
        detail={
          <>
            <span>{formatMoney(stats.monthlyRevenue)} this month · </span>
            <TrendText trend={revenueTrend(stats.monthlyRevenue, stats.lastMonthRevenue)} />
          </>
        }
        icon={<ChartIcon className="size-5 text-primary" />}
      />
      <StatCard
        label="Tours Completed"
        value={stats.toursCompleted}
        detail={monthlyToursText(stats.monthlyTours)}
        icon={<MapPinIcon className="size-5 text-primary" />}
      />
      <StatCard
        label="Active Bids"
        value={stats.activeBids}
        detail="Awaiting responses"
        icon={<GavelIcon className="size-5 text-primary" />}
      />
      <StatCard
        label="Success Rate"
        value={stats.decidedBids > 0 ? `${stats.successRate}%` : "—"}
        detail={
          stats.decidedBids > 0 ? (
            <TrendText trend={successRateTrend(stats.successRate, stats.lastMonthSuccessRate)} />
          ) : (
            "Shown once a bid is decided"
          )
        }
        icon={<TargetIcon className="size-5 text-primary" />}
      />
    </div>
  );
}

export function StatsOverview() {
  const stats = usePartnerStats();
  return (
    <QueryState
      isPending={stats.isPending}
      error={stats.error}
      onRetry={() => void stats.refetch()}
      label="Loading your statistics..."
    >
      {stats.data ? <StatCards stats={stats.data} /> : null}
    </QueryState>
  );
}

import { ChartIcon, GavelIcon, TargetIcon, UsersIcon } from "@/components/ui/icons";
import { StatCard } from "@/components/ui/stat-card";
import { formatMoney } from "@/utils/format";
import type { AdminStats } from "../types";

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** product §2's four admin figures: users (with admins), active opportunities, bids, revenue. */
export function AdminStatCards({ stats }: { stats: AdminStats }) {
  return (
    <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-4">
      <StatCard
        label="Total Users"
        value={stats.totalUsers}
        detail={plural(stats.totalAdmins, "admin", "admins")}
        icon={<UsersIcon />}
      />
      <StatCard
        label="Active Opportunities"
        value={stats.activeOpportunities}
        detail={`${stats.totalOpportunities} in total`}
        icon={<TargetIcon />}
      />
      <StatCard
        label="Total Bids"
        value={stats.totalBids}
        detail={`${stats.activeBids} awaiting review`}
        icon={<GavelIcon />}
      />
      <StatCard
        label="Platform Revenue"
        value={formatMoney(stats.totalRevenue)}
        detail={plural(stats.completedTours, "completed tour", "completed tours")}
        icon={<ChartIcon />}
      />
    </div>
  );
}

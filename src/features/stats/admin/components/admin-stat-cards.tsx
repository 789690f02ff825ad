import { ChartIcon, GavelIcon, TargetIcon } from "@/components/ui/icons";
import { StatCard } from "@/components/ui/stat-card";
import { formatMoney } from "@/utils/format";
import type { AdminStats } from "../types";

function UsersIcon() {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      className="size-5"
    >
      <path d="M16 21v-2a4 4 0 0 0-4-4H6a4 4 0 0 0-4 4v2" />
      <circle cx="9" cy="7" r="4" />
      <path d="M22 21v-2a4 4 0 0 0-3-3.87M16 3.13a4 4 0 0 1 0 7.75" />
    </svg>
  );
}

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** SPEC §2's four admin figures: users (with admins), active opportunities, bids, revenue. */
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

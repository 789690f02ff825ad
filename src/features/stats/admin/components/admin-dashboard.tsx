import { QueryState } from "@/components/ui/query-state";
import { ReportsCard } from "@/features/exports/admin";
import { useAdminStats } from "../api/get-admin-stats";
import { AdminShortcuts } from "./admin-shortcuts";
import { AdminStatCards } from "./admin-stat-cards";
import { MonthlyChartsCard } from "./monthly-charts-card";
import { PlacesWarning } from "./places-warning";
import { PlatformHealthCard } from "./platform-health-card";
import { RecentUsersCard } from "./recent-users-card";
import { SystemActivityCard } from "./system-activity-card";

/** The admin console's home (product §2): shortcuts, platform figures, users and activity. */
export function AdminDashboard() {
  const stats = useAdminStats();
  return (
    <div className="flex flex-col gap-6">
      {stats.data && !stats.data.placesLoaded ? <PlacesWarning /> : null}
      <AdminShortcuts />
      <QueryState
        isPending={stats.isPending}
        error={stats.error}
        onRetry={() => stats.refetch()}
        label="Loading platform figures..."
      >
        {stats.data ? <AdminStatCards stats={stats.data} /> : null}
      </QueryState>
      <MonthlyChartsCard />
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
        <RecentUsersCard />
        {stats.data ? <SystemActivityCard activity={stats.data.recentActivity} /> : null}
      </div>
      {stats.data ? <PlatformHealthCard stats={stats.data} /> : null}
      <ReportsCard />
    </div>
  );
}

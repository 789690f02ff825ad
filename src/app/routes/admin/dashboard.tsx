import { AdminDashboard } from "@/features/stats/admin/components/admin-dashboard";

/** Admin dashboard (/admin): product §2. */
export function AdminDashboardRoute() {
  return (
    <>
      <title>Admin · Tour Partner Portal</title>
      <div className="mb-6">
        <h1 className="text-3xl font-bold">Admin Dashboard</h1>
        <p className="mt-1 text-base-content/70">
          The whole platform at a glance: people, opportunities, bids and revenue.
        </p>
      </div>
      <AdminDashboard />
    </>
  );
}

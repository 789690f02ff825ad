import type { AdminStats } from "../types";

/** product §2's Platform Health: active partners, verified users, total tours. */
export function PlatformHealthCard({ stats }: { stats: AdminStats }) {
  const rows = [
    { label: "Active partners", value: stats.activePartners, of: stats.totalPartners },
    { label: "Verified users", value: stats.verifiedUsers, of: stats.totalUsers },
    { label: "Total tours", value: stats.totalTours },
  ];
  return (
    <section className="card bg-base-100 shadow-sm" aria-labelledby="platform-health">
      <div className="card-body">
        <h2 id="platform-health" className="card-title text-lg">
          Platform Health
        </h2>
        <dl className="divide-y divide-base-300">
          {rows.map((row) => (
            <div key={row.label} className="flex items-baseline justify-between gap-4 py-2">
              <dt className="text-base-content/80">{row.label}</dt>
              <dd className="font-semibold">
                {row.value}
                {row.of !== undefined ? (
                  <span className="font-normal text-base-content/70"> of {row.of}</span>
                ) : null}
              </dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}

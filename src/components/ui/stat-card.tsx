import type { ReactNode } from "react";

export interface StatCardProps {
  label: string;
  value: ReactNode;
  /** A line under the value: a trend or what the figure means. */
  detail?: ReactNode;
  icon?: ReactNode;
}

/** One figure with its label, for the dashboards' rows of four. */
export function StatCard({ label, value, detail, icon }: StatCardProps) {
  return (
    <section className="card bg-base-100 shadow-sm" aria-label={label}>
      <div className="card-body gap-1 p-5">
        <div className="flex items-center justify-between gap-2">
          <h2 className="text-sm font-medium text-base-content/70">{label}</h2>
          {icon ? <span aria-hidden="true">{icon}</span> : null}
        </div>
        <p className="text-2xl font-bold">{value}</p>
        {detail ? <p className="text-xs text-base-content/70">{detail}</p> : null}
      </div>
    </section>
  );
}

import type { EarningsMonth } from "@shared/contracts/api";
import { formatDollars } from "@shared/money";
import { useState } from "react";
import { BarChart } from "@/components/ui/bar-chart";
import { monthName, shortMonthName } from "@/utils/months";
import { earningsChartMonths } from "./earnings-chart-data";

/** Paid and pending by month over the last 12 months, stacked: each bar is what a month earned. */
export function EarningsChart({ months }: { months: readonly EarningsMonth[] }) {
  const [now] = useState(() => new Date());
  const figures = earningsChartMonths(months, now);
  return (
    <section aria-labelledby="earnings-chart" className="card bg-base-100 shadow-sm">
      <div className="card-body gap-3">
        <h2 id="earnings-chart" className="card-title">
          The last 12 months
        </h2>
        <BarChart
          title="Paid and pending earnings by month"
          categories={figures.map((month) => shortMonthName(month.month))}
          categoryNames={figures.map((month) => monthName(month.month))}
          series={[
            {
              label: "Paid",
              values: figures.map((month) => month.paidCents),
              fillClass: "fill-primary",
            },
            {
              label: "Pending",
              values: figures.map((month) => month.pendingCents),
              fillClass: "fill-warning",
            },
          ]}
          format={formatDollars}
          stacked
        />
      </div>
    </section>
  );
}

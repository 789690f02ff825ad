import { formatDollars } from "@shared/money";
import { BarChart } from "@/components/ui/bar-chart";
import { QueryCard } from "@/components/ui/query-card";
import { useAdminMonths } from "../api/get-admin-months";
import { adminChartFigures } from "./admin-chart-data";

const count = (value: number) => value.toLocaleString("en-US");

/** The platform's last 12 months: revenue, and completed tours beside bids. */
export function MonthlyChartsCard() {
  const months = useAdminMonths();
  const figures = adminChartFigures(months.data?.months ?? []);
  return (
    <QueryCard title="By month" query={months} loadingLabel="Loading the monthly figures...">
      <div className="grid gap-8 lg:grid-cols-2">
        <BarChart
          title="Revenue by month"
          categories={figures.categories}
          categoryNames={figures.categoryNames}
          series={[{ label: "Revenue", values: figures.revenueCents, fillClass: "fill-primary" }]}
          format={formatDollars}
        />
        <BarChart
          title="Completed tours and bids by month"
          categories={figures.categories}
          categoryNames={figures.categoryNames}
          series={[
            {
              label: "Completed tours",
              values: figures.completedTours,
              fillClass: "fill-secondary",
            },
            { label: "Bids", values: figures.bids, fillClass: "fill-accent" },
          ]}
          format={count}
        />
      </div>
    </QueryCard>
  );
}

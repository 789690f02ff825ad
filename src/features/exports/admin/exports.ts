/** The admins' CSV files (GET /api/admin/exports/..., columns in docs/api.md). */
export const CSV_EXPORTS = {
  users: {
    path: "/api/admin/exports/users",
    label: "Users",
    description: "Every account with its role, status, business and totals.",
  },
  opportunities: {
    path: "/api/admin/exports/opportunities",
    label: "Opportunities and bids",
    description: "Every opportunity, one row per bid.",
  },
  completedTours: {
    path: "/api/admin/exports/completed-tours",
    label: "Completed tours",
    description: "Every completed tour with its month, partner and revenue.",
  },
  revenueByMonth: {
    path: "/api/admin/exports/revenue-by-month",
    label: "Revenue by month",
    description: "Completed tours and their revenue per month.",
  },
} as const;

export type CsvExportName = keyof typeof CSV_EXPORTS;

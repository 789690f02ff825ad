import type { AdminMonth } from "@shared/contracts/monthly-stats";
import { describe, expect, it } from "vitest";
import { adminChartFigures } from "./admin-chart-data";

// What GET /api/admin/monthly-stats answers (two of its 12 months).
const API_MONTHS: AdminMonth[] = [
  { month: "2026-10", revenue: "1840.25", completedTours: 4, bids: 31 },
  { month: "2026-11", revenue: "0.00", completedTours: 0, bids: 7 },
];

describe("adminChartFigures", () => {
  it("draws each month's revenue (in cents), completed tours and bids as the API gave them", () => {
    expect(adminChartFigures(API_MONTHS)).toEqual({
      categories: ["Oct", "Nov"],
      categoryNames: ["October 2026", "November 2026"],
      revenueCents: [184025, 0],
      completedTours: [4, 0],
      bids: [31, 7],
    });
  });
});

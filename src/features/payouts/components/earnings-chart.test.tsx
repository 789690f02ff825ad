import type { EarningsMonth } from "@shared/contracts/api";
import { cleanup, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { EarningsChart } from "./earnings-chart";
import { earningsChartMonths } from "./earnings-chart-data";

afterEach(cleanup);

// What GET /api/earnings answers: only the months with lines, newest first.
const API_MONTHS: EarningsMonth[] = [
  { month: "2026-11", paid: "0.00", pending: "530.00", lines: [] },
  { month: "2026-09", paid: "1250.50", pending: "0.00", lines: [] },
  { month: "2025-10", paid: "99.99", pending: "0.00", lines: [] },
];
const now = new Date(Date.UTC(2026, 10, 27, 12));

describe("earningsChartMonths", () => {
  it("is the 12 months up to this one, each with the API's paid and pending, in cents", () => {
    const months = earningsChartMonths(API_MONTHS, now);
    expect(months.map((month) => month.month)).toEqual([
      "2025-12",
      "2026-01",
      "2026-02",
      "2026-03",
      "2026-04",
      "2026-05",
      "2026-06",
      "2026-07",
      "2026-08",
      "2026-09",
      "2026-10",
      "2026-11",
    ]);
    expect(months.at(-1)).toEqual({ month: "2026-11", paidCents: 0, pendingCents: 53000 });
    expect(months.find((month) => month.month === "2026-09")).toEqual({
      month: "2026-09",
      paidCents: 125050,
      pendingCents: 0,
    });
    // A month older than the year is not drawn; the sums are the API's, to the cent.
    const total = months.reduce((sum, month) => sum + month.paidCents + month.pendingCents, 0);
    expect(total).toBe(125050 + 53000);
  });
});

describe("EarningsChart", () => {
  it("draws the chart as an image and gives the same figures in a table", () => {
    render(<EarningsChart months={API_MONTHS} />);
    expect(screen.getByRole("img", { name: "Paid and pending earnings by month" })).toBeTruthy();
    const table = screen.getByRole("table", { name: "Paid and pending earnings by month" });
    const rows = within(table).getAllByRole("row");
    expect(rows).toHaveLength(13);
    const september = within(table).getByRole("row", { name: /September 2026/ });
    expect(september.textContent).toContain("$1,250.50");
    const november = within(table).getByRole("row", { name: /November 2026/ });
    expect(
      within(november)
        .getAllByRole("cell")
        .map((cell) => cell.textContent),
    ).toEqual(["$0", "$530"]);
  });
});

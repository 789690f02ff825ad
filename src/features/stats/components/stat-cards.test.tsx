import type { PartnerStats } from "@shared/contracts/api";
import { cleanup, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { MonthlyPerformance } from "./monthly-performance-card";
import { StatCards } from "./stats-overview";

afterEach(cleanup);

const stats: PartnerStats = {
  totalRevenue: "12450.50",
  toursCompleted: 24,
  monthlyTours: 3,
  monthlyRevenue: "1125.00",
  activeBids: 2,
  successRate: 66.7,
  averageRating: 4.25,
  reviewCount: 12,
  lastMonthRevenue: "1000.00",
  lastMonthTours: 5,
  lastMonthSuccessRate: 64.4,
  bidsPlaced: 9,
  decidedBids: 6,
};

const card = (label: string) => within(screen.getByRole("region", { name: label }));

describe("StatCards", () => {
  it("shows the four figures with their real trends", () => {
    render(<StatCards stats={stats} />);
    expect(card("Total Revenue").getByText("$12,450.50")).toBeVisible();
    expect(card("Total Revenue").getByText("+12.5% from last month")).toBeVisible();
    // The change is this month's revenue against last month's: it says so.
    expect(card("Total Revenue").getByText("$1,125 this month ·")).toBeVisible();
    expect(card("Tours Completed").getByText("24")).toBeVisible();
    expect(card("Tours Completed").getByText("+3 this month")).toBeVisible();
    expect(card("Active Bids").getByText("2")).toBeVisible();
    expect(card("Active Bids").getByText("Awaiting responses")).toBeVisible();
    expect(card("Success Rate").getByText("66.7%")).toBeVisible();
    expect(card("Success Rate").getByText("+2.3% improvement")).toBeVisible();
  });

  it("says when revenue fell, when nothing changed and when there is no last month", () => {
    const { rerender } = render(
      <StatCards
        stats={{ ...stats, monthlyRevenue: "800.00", successRate: 50, lastMonthSuccessRate: 60 }}
      />,
    );
    expect(card("Total Revenue").getByText("-20.0% from last month")).toBeVisible();
    expect(card("Success Rate").getByText("-10.0% from last month")).toBeVisible();

    rerender(<StatCards stats={{ ...stats, monthlyRevenue: "1000.00", successRate: 64.4 }} />);
    expect(card("Total Revenue").getByText("No change from last month")).toBeVisible();
    expect(card("Success Rate").getByText("No change from last month")).toBeVisible();

    rerender(
      <StatCards
        stats={{
          ...stats,
          lastMonthRevenue: "0.00",
          monthlyTours: 0,
          successRate: 0,
          lastMonthSuccessRate: null,
        }}
      />,
    );
    expect(card("Total Revenue").getByText("First revenue this month")).toBeVisible();
    expect(card("Tours Completed").getByText("None yet this month")).toBeVisible();
    expect(card("Success Rate").getByText("No decided bids before this month")).toBeVisible();
  });
});

describe("StatCards before any decided bid", () => {
  it("shows no success rate rather than 0%", () => {
    render(
      <StatCards
        stats={{ ...stats, successRate: 0, decidedBids: 0, lastMonthSuccessRate: null }}
      />,
    );
    expect(card("Success Rate").getByText("—")).toBeVisible();
    expect(card("Success Rate").getByText("Shown once a bid is decided")).toBeVisible();
    expect(card("Success Rate").queryByText("0%")).not.toBeInTheDocument();
  });
});

describe("MonthlyPerformance", () => {
  it("shows this month's revenue and tours against last month, and the rating with its reviews", () => {
    render(<MonthlyPerformance stats={stats} />);
    const row = (label: string) => within(screen.getByText(label).parentElement as HTMLElement);
    expect(row("Revenue this month").getByText("$1,125")).toBeVisible();
    expect(row("Revenue this month").getByText("+12.5% from last month")).toBeVisible();
    expect(row("Tours this month").getByText("3")).toBeVisible();
    expect(row("Tours this month").getByText("-2 from last month")).toBeVisible();
    expect(row("Average rating").getByRole("img", { name: "Rated 4.3 out of 5" })).toBeVisible();
    expect(row("Average rating").getByText("From 12 reviews")).toBeVisible();
  });
});

describe("MonthlyPerformance before any rating", () => {
  it("shows no 0.0 and no stars, only that there are no ratings yet", () => {
    render(<MonthlyPerformance stats={{ ...stats, averageRating: 0, reviewCount: 0 }} />);
    const row = within(screen.getByText("Average rating").parentElement as HTMLElement);
    expect(row.queryByText("0.0")).toBeNull();
    expect(row.queryByRole("img", { name: /Rated/ })).toBeNull();
    expect(row.getByText("—")).toBeVisible();
    expect(row.getByText("No ratings yet")).toBeVisible();
  });
});

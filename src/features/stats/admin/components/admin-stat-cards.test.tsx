import { cleanup, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import type { AdminStats } from "../types";
import { AdminStatCards } from "./admin-stat-cards";
import { PlatformHealthCard } from "./platform-health-card";

afterEach(cleanup);

const stats: AdminStats = {
  totalUsers: 42,
  totalAdmins: 2,
  totalPartners: 38,
  activePartners: 35,
  verifiedUsers: 30,
  totalOpportunities: 17,
  activeOpportunities: 9,
  totalBids: 120,
  activeBids: 14,
  totalTours: 25,
  completedTours: 1,
  totalRevenue: "12345.50",
  placesLoaded: true,
  recentActivity: [],
};

const card = (label: string) => screen.getByRole("region", { name: label });

describe("AdminStatCards", () => {
  it("shows product §2's four figures from the stats, revenue as money", () => {
    render(<AdminStatCards stats={stats} />);
    expect(within(card("Total Users")).getByText("42")).toBeVisible();
    expect(within(card("Total Users")).getByText("2 admins")).toBeVisible();
    expect(within(card("Active Opportunities")).getByText("9")).toBeVisible();
    expect(within(card("Active Opportunities")).getByText("17 in total")).toBeVisible();
    expect(within(card("Total Bids")).getByText("120")).toBeVisible();
    expect(within(card("Total Bids")).getByText("14 awaiting review")).toBeVisible();
    expect(within(card("Platform Revenue")).getByText("$12,345.50")).toBeVisible();
    expect(within(card("Platform Revenue")).getByText("1 completed tour")).toBeVisible();
  });

  it("says admin in the singular for one admin, and $0 without revenue", () => {
    render(<AdminStatCards stats={{ ...stats, totalAdmins: 1, totalRevenue: "0.00" }} />);
    expect(within(card("Total Users")).getByText("1 admin")).toBeVisible();
    expect(within(card("Platform Revenue")).getByText("$0")).toBeVisible();
  });
});

describe("PlatformHealthCard", () => {
  it("lists active partners, verified users and total tours", () => {
    render(<PlatformHealthCard stats={stats} />);
    const health = screen.getByRole("region", { name: "Platform Health" });
    expect(within(health).getByText("Active partners").nextSibling).toHaveTextContent("35 of 38");
    expect(within(health).getByText("Verified users").nextSibling).toHaveTextContent("30 of 42");
    expect(within(health).getByText("Total tours").nextSibling).toHaveTextContent("25");
  });
});

import { describe, expect, it } from "vitest";
import {
  monthlyToursText,
  ratingTrend,
  revenueTrend,
  successRateTrend,
  toursTrend,
} from "./trends";

describe("revenueTrend", () => {
  it.each([
    ["1125.00", "1000.00", "+12.5% from last month", "up"],
    ["750.50", "1000.00", "-25.0% from last month", "down"],
    ["1000.00", "1000.00", "No change from last month", "flat"],
    ["300.00", "0.00", "First revenue this month", "up"],
    ["0.00", "0.00", "No change from last month", "flat"],
    ["0.00", "200.00", "-100.0% from last month", "down"],
    // A change that rounds to 0.0% is no change.
    ["1000.01", "1000.00", "No change from last month", "flat"],
  ])("%s against %s: %s", (thisMonth, lastMonth, text, direction) => {
    expect(revenueTrend(thisMonth, lastMonth)).toEqual({ text, direction });
  });
});

describe("successRateTrend", () => {
  it.each([
    [66.7, 64.4, "+2.3% improvement", "up"],
    [66.7, 75, "-8.3% from last month", "down"],
    [50, 50, "No change from last month", "flat"],
    [100, null, "First accepted bids this month", "up"],
    [0, null, "No decided bids before this month", "flat"],
  ] as const)("%s now, %s then: %s", (current, lastMonth, text, direction) => {
    expect(successRateTrend(current, lastMonth)).toEqual({ text, direction });
  });
});

describe("toursTrend and monthlyToursText", () => {
  it("counts tours as a difference", () => {
    expect(toursTrend(3, 1)).toEqual({ text: "+2 from last month", direction: "up" });
    expect(toursTrend(1, 4)).toEqual({ text: "-3 from last month", direction: "down" });
    expect(toursTrend(2, 2)).toEqual({ text: "No change from last month", direction: "flat" });
    expect(toursTrend(2, 0)).toEqual({ text: "+2 from last month", direction: "up" });
  });

  it("shows the monthly tours on the Tours Completed card", () => {
    expect(monthlyToursText(3)).toBe("+3 this month");
    expect(monthlyToursText(0)).toBe("None yet this month");
  });
});

describe("ratingTrend", () => {
  it.each([
    [23, "From 23 reviews"],
    [1, "From 1 review"],
    [0, "No ratings yet"],
  ] as const)("%s reviews: %s", (reviewCount, text) => {
    expect(ratingTrend(reviewCount)).toEqual({ text, direction: "flat" });
  });
});

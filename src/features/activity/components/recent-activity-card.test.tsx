import { cleanup, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import type { ActivityItem } from "../types";
import { ActivityList } from "./recent-activity-card";

afterEach(cleanup);

const HOUR = 3_600_000;
const ago = (hours: number) => new Date(Date.now() - hours * HOUR).toISOString();

function event(type: ActivityItem["type"], hours: number, extra: Partial<ActivityItem> = {}) {
  return {
    id: `${type}:${hours}`,
    type,
    occurredAt: ago(hours),
    opportunityId: "opportunity-1",
    title: "Harvest tour",
    amount: null,
    detail: null,
    ...extra,
  } satisfies ActivityItem;
}

describe("ActivityList", () => {
  it("describes each event with its relative time, in the order given", () => {
    render(
      <ActivityList
        items={[
          event("tour_completed", 2, { amount: "612.25" }),
          event("bid_declined", 26, { amount: "150.00", detail: "Dates did not work." }),
          event("bid_submitted", 72, { amount: "475.00" }),
          event("assignment", 24 * 40),
        ]}
      />,
    );
    const items = screen.getAllByRole("listitem").map((item) => within(item));
    expect(items[0]?.getByText("Tour completed")).toBeVisible();
    expect(items[0]?.getByText(": Harvest tour, $612.25 earned")).toBeVisible();
    expect(items[0]?.getByText("about 2 hours ago")).toBeVisible();
    expect(items[1]?.getByText("Bid declined")).toBeVisible();
    expect(items[1]?.getByText(": Harvest tour — Dates did not work.")).toBeVisible();
    expect(items[1]?.getByText("1 day ago")).toBeVisible();
    expect(items[2]?.getByText(": $475 for Harvest tour")).toBeVisible();
    expect(items[2]?.getByText("3 days ago")).toBeVisible();
    expect(items[3]?.getByText("New opportunity assigned")).toBeVisible();
    expect(items[3]?.getByText("about 1 month ago")).toBeVisible();
    const time = items[0]?.getByText("about 2 hours ago");
    expect(time?.tagName).toBe("TIME");
  });

  it("has an empty state", () => {
    render(<ActivityList items={[]} />);
    expect(
      screen.getByText("No recent activity yet. Your bids and tours will show up here."),
    ).toBeVisible();
  });
});

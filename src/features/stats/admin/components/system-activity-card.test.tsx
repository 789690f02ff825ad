import { cleanup, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { formatDateTime } from "@/utils/format";
import type { AdminActivity } from "../types";
import { SystemActivityCard } from "./system-activity-card";

afterEach(cleanup);

function entry(index: number): AdminActivity {
  return {
    id: String(index),
    action: index % 2 ? "created" : "accepted",
    entity: "bids",
    entityId: `00000000-0000-4000-8000-00000000000${index}`,
    userId: null,
    userEmail: "admin@tourpartner.test",
    createdAt: `2025-01-0${index}T15:00:00.000Z`,
  };
}

describe("SystemActivityCard", () => {
  it("says No recent activity when the log is empty", () => {
    render(<SystemActivityCard activity={[]} />);
    const card = screen.getByRole("region", { name: "System Activity" });
    expect(within(card).getByText("No recent activity")).toBeVisible();
    expect(within(card).queryByRole("list")).toBeNull();
  });

  it("shows the first 6 entries: action, entity, entity id and time", () => {
    const activity = [1, 2, 3, 4, 5, 6, 7, 8].map(entry);
    render(<SystemActivityCard activity={activity} />);
    const items = within(screen.getByRole("list")).getAllByRole("listitem");
    expect(items).toHaveLength(6);
    const first = items[0] as HTMLElement;
    expect(within(first).getByText("created")).toBeVisible();
    expect(within(first).getByText("bids")).toBeVisible();
    expect(within(first).getByText(activity[0]?.entityId ?? "")).toBeVisible();
    expect(first).toHaveTextContent(formatDateTime("2025-01-01T15:00:00.000Z"));
    expect(screen.queryByText(activity[6]?.entityId ?? "")).toBeNull();
  });
});

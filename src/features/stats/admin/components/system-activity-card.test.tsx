import { cleanup, render, screen, within } from "@testing-library/react";
import { MemoryRouter } from "react-router-dom";
import { afterEach, describe, expect, it } from "vitest";
import { formatDateTime } from "@/utils/format";
import type { AdminActivity } from "../types";
import { SystemActivityCard } from "./system-activity-card";

afterEach(cleanup);

function entry(index: number, overrides: Partial<AdminActivity> = {}): AdminActivity {
  return {
    id: String(index),
    action: index % 2 ? "created" : "accepted",
    entity: "bid",
    entityId: `00000000-0000-4000-8000-00000000000${index}`,
    userId: "a0000000-0000-4000-8000-000000000001",
    userEmail: "admin@tourpartner.test",
    actorName: "Alex Admin",
    subjectName: `Maya Green's bid on Harvest tour ${index}`,
    subjectSearch: `Harvest tour ${index}`,
    createdAt: `2025-01-0${index}T15:00:00.000Z`,
    ...overrides,
  };
}

function renderCard(activity: AdminActivity[]) {
  render(
    <MemoryRouter>
      <SystemActivityCard activity={activity} />
    </MemoryRouter>,
  );
}

describe("SystemActivityCard", () => {
  it("says No recent activity when the log is empty", () => {
    renderCard([]);
    const card = screen.getByRole("region", { name: "System Activity" });
    expect(within(card).getByText("No recent activity")).toBeVisible();
    expect(within(card).queryByRole("list")).toBeNull();
  });

  it("shows the first 6 entries by name, each linked to its page, never by id", () => {
    const activity = [1, 2, 3, 4, 5, 6, 7, 8].map((index) => entry(index));
    renderCard(activity);
    const items = within(screen.getByRole("list")).getAllByRole("listitem");
    expect(items).toHaveLength(6);
    const first = items[0] as HTMLElement;
    expect(within(first).getByText("created")).toBeVisible();
    expect(within(first).getByText("Bid")).toBeVisible();
    expect(
      within(first).getByRole("link", { name: "Maya Green's bid on Harvest tour 1" }),
    ).toHaveAttribute("href", "/admin/opportunities?search=Harvest+tour+1");
    expect(first).toHaveTextContent(
      `${formatDateTime("2025-01-01T15:00:00.000Z")} · by Alex Admin`,
    );
    expect(screen.queryByText(activity[0]?.entityId ?? "")).toBeNull();
    expect(screen.queryByText(/Harvest tour 7/)).toBeNull();
  });

  it("links a person to the user list searched by e-mail; says what is gone or automatic", () => {
    renderCard([
      entry(1, {
        entity: "user",
        subjectName: "Diego Coast",
        subjectSearch: "diego@coast.test",
        action: "updated",
      }),
      entry(2, { entity: "opportunity", subjectName: null, subjectSearch: null, actorName: null }),
    ]);
    expect(screen.getByRole("link", { name: "Diego Coast" })).toHaveAttribute(
      "href",
      "/admin/users?search=diego%40coast.test",
    );
    const [, gone] = within(screen.getByRole("list")).getAllByRole("listitem");
    expect(gone).toHaveTextContent("No longer exists");
    expect(gone).toHaveTextContent("by the system");
  });
});

import type { Opportunity } from "@shared/contracts/api";
import { cleanup, screen, within } from "@testing-library/react";
import { MemoryRouter } from "react-router-dom";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { type CurrentUser, getCurrentUserQueryOptions } from "@/lib/current-user";
import { createQueryClient } from "@/lib/query-client";
import { renderWithProviders } from "@/testing/render-with-providers";
import { NewOpportunitiesCard } from "./new-opportunities-card";

const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => vi.stubGlobal("fetch", fetchMock));
afterEach(() => {
  cleanup();
  fetchMock.mockReset();
  vi.unstubAllGlobals();
});

const answer = (status: number, body: unknown) =>
  fetchMock.mockResolvedValue(new Response(JSON.stringify(body), { status }));

const match = (index: number, extra: Partial<Opportunity> = {}) =>
  ({
    id: `opportunity-${index}`,
    title: `Harvest tour ${index}`,
    location: "Healdsburg, CA",
    date: "2030-01-05T15:00:00.000Z",
    baseRate: "450.00",
    priority: "regular",
    ...extra,
  }) as Opportunity;

function renderCard(profileComplete = true) {
  const client = createQueryClient();
  client.setQueryData(getCurrentUserQueryOptions().queryKey, {
    id: "u1",
    profileComplete,
  } as CurrentUser);
  renderWithProviders(
    <MemoryRouter>
      <NewOpportunitiesCard />
    </MemoryRouter>,
    client,
  );
}

describe("NewOpportunitiesCard", () => {
  it("lists the first three matches and links View All to /opportunities", async () => {
    answer(200, [match(1, { priority: "high" }), match(2), match(3), match(4)]);
    renderCard();
    expect(await screen.findByRole("heading", { name: "Harvest tour 1" })).toBeVisible();
    const items = screen.getAllByRole("listitem");
    expect(items).toHaveLength(3);
    expect(screen.queryByText("Harvest tour 4")).not.toBeInTheDocument();
    const first = within(items[0] as HTMLElement);
    expect(first.getByText("Healdsburg, CA · Jan 5, 2030")).toBeVisible();
    expect(first.getByText("$450")).toBeVisible();
    expect(first.getByText("High Priority")).toBeVisible();
    expect(screen.getByRole("link", { name: "View All" })).toHaveAttribute(
      "href",
      "/opportunities",
    );
    expect(String(fetchMock.mock.calls[0]?.[0])).toMatch(/\/api\/opportunities$/);
  });

  it("says nothing matches right now to a complete profile, without asking to complete it", async () => {
    answer(200, []);
    renderCard(true);
    expect(
      await screen.findByText(
        "No matching opportunities right now. New tours that match your profile will show up here.",
      ),
    ).toBeVisible();
    expect(screen.queryByText(/Complete your profile/)).toBeNull();
  });

  it("asks an incomplete profile to be completed when nothing matches", async () => {
    answer(200, []);
    renderCard(false);
    expect(
      await screen.findByText(
        "No matching opportunities found. Complete your profile to get better matches.",
      ),
    ).toBeVisible();
  });

  it("shows the server's message when loading fails", async () => {
    answer(500, { message: "Internal server error" });
    renderCard();
    expect(await screen.findByRole("alert")).toHaveTextContent("Internal server error");
    expect(screen.getByRole("button", { name: "Try again" })).toBeVisible();
  });
});

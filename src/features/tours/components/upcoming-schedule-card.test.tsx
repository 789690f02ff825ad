import type { UpcomingTour } from "@shared/contracts/api";
import { cleanup, screen, within } from "@testing-library/react";
import { MemoryRouter } from "react-router-dom";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "@/testing/render-with-providers";
import { UpcomingScheduleCard } from "./upcoming-schedule-card";

const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => vi.stubGlobal("fetch", fetchMock));
afterEach(() => {
  cleanup();
  fetchMock.mockReset();
  vi.unstubAllGlobals();
});

const answer = (status: number, body: unknown) =>
  fetchMock.mockResolvedValue(new Response(JSON.stringify(body), { status }));

// 3:00 PM PST on Jan 5 in Healdsburg, the tour's clock, whatever the test run's zone.
const when = new Date("2030-01-05T23:00:00.000Z");
const tour = (index: number) =>
  ({
    id: `tour-${index}`,
    title: `Scheduled tour ${index}`,
    date: new Date(when.getTime() + index * 86_400_000).toISOString(),
    timeZone: "America/Los_Angeles",
    baseRate: "1250.50",
    // The second tour's partner was assigned without a bid: nothing was agreed.
    agreedAmount: index === 1 ? null : "1310.25",
    status: "scheduled",
  }) as UpcomingTour;

function renderCard() {
  renderWithProviders(
    <MemoryRouter>
      <UpcomingScheduleCard />
    </MemoryRouter>,
  );
}

describe("UpcomingScheduleCard", () => {
  it("lists the next three tours with month, day, time and the agreed amount", async () => {
    answer(200, [tour(0), tour(1), tour(2), tour(3)]);
    renderCard();
    expect(await screen.findByRole("heading", { name: "Scheduled tour 0" })).toBeVisible();
    const items = screen.getAllByRole("listitem");
    expect(items).toHaveLength(3);
    const first = within(items[0] as HTMLElement);
    expect(first.getByText("Sat, Jan 5, 3:00 PM PST")).toBeVisible();
    expect(first.getByText("$1,310.25")).toBeVisible();
    expect(items[0]).toHaveTextContent("Agreed amount $1,310.25");
    expect(first.queryByText("$1,250.50")).toBeNull();
    const second = within(items[1] as HTMLElement);
    expect(second.getByText("Sun, Jan 6, 3:00 PM PST")).toBeVisible();
    expect(items[1]).toHaveTextContent("Base rate $1,250.50");
    expect(screen.getByRole("link", { name: "View Full Calendar" })).toHaveAttribute(
      "href",
      "/calendar",
    );
  });

  it("says which tour the organiser cancelled, and why", async () => {
    answer(200, [
      {
        ...tour(0),
        status: "cancelled",
        cancellationReason: "Venue flooded",
        location: "Healdsburg, CA",
      },
    ]);
    renderCard();
    expect(await screen.findByText("Cancelled by the organiser: Venue flooded")).toBeVisible();
  });

  it("says so when nothing is scheduled", async () => {
    answer(200, []);
    renderCard();
    expect(await screen.findByText("No upcoming tours scheduled.")).toBeVisible();
  });

  it("shows an error with a retry", async () => {
    answer(500, { message: "Internal server error" });
    renderCard();
    expect(await screen.findByRole("alert")).toHaveTextContent("Internal server error");
  });
});

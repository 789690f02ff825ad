import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import {
  fetchMock,
  installFeatureTestEnvironment,
  json,
  opportunity,
  PARTNER_IDS,
  renderFeature,
} from "@/testing/feature-test-env";
import { OpportunityList } from "./opportunity-list";

installFeatureTestEnvironment();

const page = (items: unknown[], pageNumber: number, total: number) =>
  json({ items, page: pageNumber, pageSize: 20, total });

describe("OpportunityList", () => {
  it("says how to start when there are none", async () => {
    fetchMock.mockImplementation(() => page([], 1, 0));
    renderFeature(<OpportunityList />);
    expect(
      await screen.findByText(
        "No opportunities created yet. Create your first opportunity to get started.",
      ),
    ).toBeVisible();
  });

  it("says when the filters find nothing, and sends them to the server", async () => {
    fetchMock.mockImplementation(() => page([], 1, 0));
    renderFeature(
      <OpportunityList filters={{ search: " harvest ", status: "completed", review: true }} />,
    );
    expect(await screen.findByText("No opportunities match your filters.")).toBeVisible();
    const url = new URL(String(fetchMock.mock.calls[0]?.[0]));
    expect(Object.fromEntries(url.searchParams)).toEqual({
      page: "1",
      pageSize: "20",
      search: "harvest",
      status: "completed",
      review: "true",
    });
  });

  it("tells the admin when an open opportunity's date has passed without an award", async () => {
    const past = new Date(Date.now() - 86_400_000).toISOString();
    const ahead = new Date(Date.now() + 86_400_000).toISOString();
    fetchMock.mockImplementation(() =>
      page(
        [
          opportunity({ id: "past", title: "Missed harvest tour", date: past }),
          opportunity({ id: "ahead", title: "Coming harvest tour", date: ahead }),
          opportunity({ id: "done", title: "Awarded harvest tour", date: past, status: "awarded" }),
        ],
        1,
        3,
      ),
    );
    renderFeature(<OpportunityList />);
    const notice = "Its date has passed without an award: move it to a new date or cancel it.";
    const missed = await screen.findByRole("article", { name: "Missed harvest tour" });
    expect(within(missed).getByText(notice)).toBeVisible();
    for (const title of ["Coming harvest tour", "Awarded harvest tour"]) {
      expect(within(screen.getByRole("article", { name: title })).queryByText(notice)).toBeNull();
    }
  });

  it("opens an opportunity's bids from its card", async () => {
    fetchMock.mockImplementation((url) =>
      String(url).endsWith("/bids")
        ? json({ opportunity: opportunity(), bids: [] })
        : String(url).endsWith("/tours")
          ? json([])
          : page([opportunity({ bidCount: 0 })], 1, 1),
    );
    const user = renderFeature(<OpportunityList />);
    const card = within(await screen.findByRole("article", { name: "Sunset greenhouse tour" }));
    await user.click(card.getByRole("button", { name: "Bids (0)" }));
    expect(
      await screen.findByRole("dialog", { name: "Bids for Sunset greenhouse tour" }),
    ).toBeVisible();
  });

  it("says an awarded tour's partners by its accepted bids, not Assigned 0 partners", async () => {
    fetchMock.mockImplementation(() =>
      page([opportunity({ status: "awarded", assignedPartners: [], awardedCount: 1 })], 1, 1),
    );
    renderFeature(<OpportunityList />);
    const card = within(await screen.findByRole("article", { name: "Sunset greenhouse tour" }));
    expect(card.getByText("Awarded", { selector: "dt" })).toBeVisible();
    expect(card.getByText("1 of 1 needed")).toBeVisible();
    expect(card.queryByText("0 partners")).toBeNull();
  });

  it("shows each opportunity's figures and loads more on request", async () => {
    const first = opportunity({
      responseDeadline: "2030-01-01T17:00:00.000Z",
      assignedPartners: [...PARTNER_IDS],
      awardedCount: 1,
      partnersNeeded: 2,
      bidCount: 2,
    });
    fetchMock.mockImplementation((url) =>
      String(url).includes("page=2")
        ? page([opportunity({ id: "second", title: "Dispensary walkthrough", bidCount: 0 })], 2, 21)
        : page([first], 1, 21),
    );
    const user = renderFeature(<OpportunityList />);
    const card = within(await screen.findByRole("article", { name: "Sunset greenhouse tour" }));
    for (const text of [
      "High Priority",
      "Open",
      "A walk through the greenhouse at golden hour.",
      "Healdsburg, CA",
      // On Healdsburg's clock, whatever the zone the test runs in.
      "Jan 5, 2030 3:00 PM PST",
      "3 hours",
      "8 guests",
      "$400",
      "1 of 2 needed",
      "2 partners",
      "Jan 1, 2030 9:00 AM PST",
    ]) {
      expect(card.getByText(text)).toBeVisible();
    }
    expect(card.getByRole("button", { name: "Bids (2)" })).toBeVisible();
    expect(card.getByRole("button", { name: "Assign Partners" })).toBeVisible();
    expect(screen.getByText("Showing 1 of 21")).toBeVisible();

    await user.click(screen.getByRole("button", { name: "Load more" }));
    expect(await screen.findByRole("article", { name: "Dispensary walkthrough" })).toBeVisible();
    expect(screen.queryByRole("button", { name: "Load more" })).not.toBeInTheDocument();
  });

  it("offers to retry when the list cannot load", async () => {
    fetchMock.mockImplementation(() => json({ message: "Internal server error" }, 500));
    renderFeature(<OpportunityList />);
    expect(await screen.findByRole("alert")).toHaveTextContent("Internal server error");
    expect(screen.getByRole("button", { name: "Try again" })).toBeVisible();
  });
});

import type { BidStatus, MyBid } from "@shared/contracts/api";
import { cleanup, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import toast from "react-hot-toast";
import { MemoryRouter } from "react-router-dom";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { AppToaster } from "@/components/ui/toaster";
import { createQueryClient } from "@/lib/query-client";
import { TestProviders } from "@/testing/render-with-providers";
import { MyBidsCard } from "./my-bids-card";

function bid(id: string, status: BidStatus, extra: Partial<MyBid> = {}): MyBid {
  return {
    id,
    opportunityId: `opportunity-${id}`,
    userId: "partner-1",
    amount: "475.00",
    message: null,
    addOns: [],
    status,
    declineReason: null,
    responseTime: null,
    reviewedAt: null,
    createdAt: "2030-01-02T10:00:00.000Z",
    updatedAt: "2030-01-02T10:00:00.000Z",
    opportunity: {
      id: `opportunity-${id}`,
      title: `Tour ${id}`,
      date: "2030-01-05T15:00:00.000Z",
      timeZone: "America/Los_Angeles",
      location: "Healdsburg, CA",
      baseRate: "400.00",
      tourType: "farm",
      status: "open",
      cancellationReason: null,
      previousDate: null,
      previousLocation: null,
      movedAt: null,
    },
    tour: null,
    ...extra,
  };
}

let bids: MyBid[] = [];
let withdrawAnswer: () => Response;
const fetchMock = vi.fn<typeof fetch>();
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

beforeEach(() => {
  fetchMock.mockImplementation(async (input, init) => {
    const url = new URL(String(input));
    if (url.pathname.endsWith("/api/bids") && (init?.method ?? "GET") === "GET") {
      const page = Number(url.searchParams.get("page"));
      const size = Number(url.searchParams.get("pageSize"));
      const items = bids.slice((page - 1) * size, page * size);
      return json({ items, page, pageSize: size, total: bids.length });
    }
    const withdraw = /\/api\/bids\/([^/]+)\/withdraw$/.exec(url.pathname);
    if (withdraw && init?.method === "POST") return withdrawAnswer();
    return json({ message: "Not Found" }, 404);
  });
  vi.stubGlobal("fetch", fetchMock);
});
afterEach(() => {
  cleanup();
  toast.remove();
  fetchMock.mockReset();
  vi.unstubAllGlobals();
});

function renderCard() {
  const client = createQueryClient();
  render(
    <TestProviders client={client}>
      <MemoryRouter>
        <MyBidsCard />
        <AppToaster />
      </MemoryRouter>
    </TestProviders>,
  );
  // A read the withdrawal must refresh as well, standing in for the statistics.
  client.setQueryData(["stats", "partner"], { activeBids: 1 });
  return { user: userEvent.setup(), client };
}

const row = (title: string) =>
  within(screen.getByRole("heading", { name: title }).closest("li") as HTMLElement);

const requests = (method: string) =>
  fetchMock.mock.calls.filter(([, init]) => (init?.method ?? "GET") === method);

describe("MyBidsCard", () => {
  it("shows each status with title, date and amount; Withdraw only while pending or shortlisted", async () => {
    bids = [
      bid("a", "pending"),
      bid("b", "shortlisted"),
      bid("c", "accepted"),
      bid("d", "declined", { declineReason: "Another partner was selected." }),
      bid("e", "withdrawn"),
    ];
    renderCard();
    await screen.findByRole("heading", { name: "Tour a" });
    for (const [id, status] of [
      ["a", "pending"],
      ["b", "shortlisted"],
      ["c", "accepted"],
      ["d", "declined"],
      ["e", "withdrawn"],
    ] as const) {
      const item = row(`Tour ${id}`);
      expect(item.getByText(status)).toBeVisible();
      // On the tour's clock (Healdsburg), whatever the viewer's zone.
      expect(item.getByText("Jan 5, 2030 7:00 AM PST")).toBeVisible();
      expect(item.getByText(/· Bid \$475 · Placed Jan 2, 2030/)).toBeVisible();
      const withdraw = item.queryByRole("button", { name: `Withdraw bid for Tour ${id}` });
      if (status === "pending" || status === "shortlisted") expect(withdraw).toBeVisible();
      else expect(withdraw).not.toBeInTheDocument();
    }
    expect(row("Tour d").getByText("Another partner was selected.")).toBeVisible();
    expect(screen.getByText("Showing 5 of 5")).toBeVisible();
    expect(screen.queryByRole("button", { name: "Show more" })).not.toBeInTheDocument();
  });

  it("says when the organiser cancelled or moved the tour, and not a move it already knew of", async () => {
    const base = (id: string) => bid(id, "accepted").opportunity;
    bids = [
      bid("a", "accepted", {
        opportunity: { ...base("a"), status: "cancelled", cancellationReason: "Venue flooded" },
        tour: { id: "tour-a", status: "cancelled", cancellationReason: "Venue flooded" },
      }),
      bid("b", "declined", {
        declineReason: "Venue flooded",
        opportunity: { ...base("b"), status: "cancelled", cancellationReason: "Venue flooded" },
      }),
      bid("c", "pending", {
        opportunity: {
          ...base("c"),
          previousDate: "2030-01-04T15:00:00.000Z",
          movedAt: "2030-01-03T09:00:00.000Z",
        },
      }),
      bid("d", "pending", {
        opportunity: {
          ...base("d"),
          previousDate: "2030-01-04T15:00:00.000Z",
          movedAt: "2030-01-01T09:00:00.000Z",
        },
      }),
    ];
    renderCard();
    await screen.findByRole("heading", { name: "Tour a" });
    for (const id of ["a", "b"]) {
      expect(row(`Tour ${id}`).getByText("Cancelled")).toBeVisible();
      expect(
        row(`Tour ${id}`).getByText("Cancelled by the organiser: Venue flooded"),
      ).toBeVisible();
      expect(row(`Tour ${id}`).queryByText(/^(accepted|declined)$/)).not.toBeInTheDocument();
    }
    expect(row("Tour b").queryByText("Reason:")).not.toBeInTheDocument();
    expect(
      row("Tour c").getByText("Moved to Sat, Jan 5, 7:00 AM PST (was Fri, Jan 4, 7:00 AM PST)"),
    ).toBeVisible();
    // Moved before the bid was placed: nothing to tell.
    expect(row("Tour d").queryByText(/^Moved to/)).not.toBeInTheDocument();
  });

  it("withdraws after confirming, then refreshes the bids and the related reads", async () => {
    bids = [bid("a", "pending"), bid("b", "accepted")];
    withdrawAnswer = () => {
      bids = [{ ...(bids[0] as MyBid), status: "withdrawn" }, bids[1] as MyBid];
      return json({ ...bids[0], opportunity: undefined });
    };
    const { user, client } = renderCard();
    expect(client.getQueryState(["stats", "partner"])?.isInvalidated).toBe(false);
    await user.click(await screen.findByRole("button", { name: "Withdraw bid for Tour a" }));
    const dialog = within(screen.getByRole("dialog", { name: "Withdraw this bid?" }));
    expect(dialog.getByText(/Your bid of \$475 for "Tour a" will be withdrawn/)).toBeVisible();
    await user.click(dialog.getByRole("button", { name: "Withdraw bid" }));

    expect(await screen.findByText('Your bid for "Tour a" was withdrawn.')).toBeInTheDocument();
    expect(requests("POST").map(([url]) => String(url))).toEqual([
      expect.stringMatching(/\/api\/bids\/a\/withdraw$/),
    ]);
    expect(row("Tour a").getByText("withdrawn")).toBeVisible();
    expect(row("Tour a").queryByRole("button", { name: /Withdraw/ })).not.toBeInTheDocument();
    expect(client.getQueryState(["stats", "partner"])?.isInvalidated).toBe(true);
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });

  it("after a withdrawal in another tab, says why, closes the dialog and shows the bid as it now is", async () => {
    bids = [bid("a", "pending")];
    const { user } = renderCard();
    await user.click(await screen.findByRole("button", { name: "Withdraw bid for Tour a" }));
    // Meanwhile, another tab withdrew it.
    bids = [{ ...(bids[0] as MyBid), status: "withdrawn" }];
    withdrawAnswer = () =>
      json({ message: "This bid is withdrawn and can no longer be withdrawn." }, 409);
    await user.click(screen.getByRole("button", { name: "Withdraw bid" }));
    const message = await screen.findByText(
      "This bid is withdrawn and can no longer be withdrawn.",
    );
    expect(
      within(message.parentElement as HTMLElement).getByText("Failed to withdraw bid."),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(await row("Tour a").findByText("withdrawn")).toBeVisible();
    expect(row("Tour a").queryByRole("button", { name: /Withdraw/ })).not.toBeInTheDocument();
  });

  it("keeps the dialog open to try again when the withdrawal fails otherwise", async () => {
    bids = [bid("a", "shortlisted")];
    withdrawAnswer = () => json({ message: "Service unavailable" }, 503);
    const { user } = renderCard();
    await user.click(await screen.findByRole("button", { name: "Withdraw bid for Tour a" }));
    await user.click(screen.getByRole("button", { name: "Withdraw bid" }));
    expect(await screen.findByText("Failed to withdraw bid.")).toBeInTheDocument();
    expect(screen.getByRole("dialog", { name: "Withdraw this bid?" })).toBeVisible();
    expect(row("Tour a").getByText("shortlisted")).toBeVisible();
  });

  it("asks before withdrawing: Keep bid sends nothing", async () => {
    bids = [bid("a", "pending")];
    const { user } = renderCard();
    await user.click(await screen.findByRole("button", { name: "Withdraw bid for Tour a" }));
    await user.click(screen.getByRole("button", { name: "Keep bid" }));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(requests("POST")).toEqual([]);
  });

  it("shows more bids, a page at a time", async () => {
    bids = Array.from({ length: 7 }, (_, index) => bid(String(index + 1), "pending"));
    const { user } = renderCard();
    await screen.findByRole("heading", { name: "Tour 5" });
    expect(screen.queryByRole("heading", { name: "Tour 6" })).not.toBeInTheDocument();
    expect(screen.getByText("Showing 5 of 7")).toBeVisible();
    await user.click(screen.getByRole("button", { name: "Show more" }));
    expect(await screen.findByRole("heading", { name: "Tour 7" })).toBeVisible();
    expect(screen.getByText("Showing 7 of 7")).toBeVisible();
    expect(screen.queryByRole("button", { name: "Show more" })).not.toBeInTheDocument();
  });

  it("has an empty state", async () => {
    bids = [];
    renderCard();
    expect(await screen.findByText(/You have not placed any bids yet/)).toBeVisible();
    expect(screen.getByRole("link", { name: "Browse opportunities" })).toHaveAttribute(
      "href",
      "/opportunities",
    );
  });
});

import { act, cleanup, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router-dom";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createQueryClient } from "@/lib/query-client";
import { TestProviders } from "@/testing/render-with-providers";
import type { AppNotification } from "../types";
import { NotificationsMenu } from "./notifications-menu";

// Realtime itself runs in the browser tests; here the channel records what it was asked for.
const realtime = vi.hoisted(() => ({
  filters: [] as string[],
  onInsert: undefined as undefined | (() => void),
  removed: 0,
}));
vi.mock("@/lib/supabase", () => ({
  supabase: {
    auth: { getSession: async () => ({ data: { session: { access_token: "token" } } }) },
    channel: () => {
      const built = {
        on: (_type: string, change: { event: string; filter: string }, handler: () => void) => {
          realtime.filters.push(`${change.event} ${change.filter}`);
          if (change.event === "INSERT") realtime.onInsert = handler;
          return built;
        },
        subscribe: () => built,
      };
      return built;
    },
    removeChannel: async () => {
      realtime.removed += 1;
    },
  },
}));

const TOUR_IDS: Record<string, string> = {
  bid: "6d1f3c3e-0d6f-4d33-9a53-1b9f5b1e7a01",
  tour: "6d1f3c3e-0d6f-4d33-9a53-1b9f5b1e7a02",
};
const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();
const note = (id: string, type: AppNotification["type"], isRead: boolean, minutes: number) =>
  ({
    id,
    userId: "partner-1",
    type,
    // What the API answers; the list shows the catalogue's words for the type and data.
    title: `Title ${id}`,
    message: `Message ${id}`,
    data: {
      opportunityTitle: `Tour ${id}`,
      amount: "150.00",
      date: "2026-12-05T22:00:00Z",
      timeZone: "America/Los_Angeles",
      excerpt: `Reply ${id}`,
      // The tour an award or a schedule change is about: the item opens its page.
      ...(type === "chat_reply" ? {} : { tourId: TOUR_IDS[id] }),
    },
    isRead,
    readAt: null,
    scheduledFor: null,
    sentAt: null,
    createdAt: minutesAgo(minutes),
  }) satisfies AppNotification;

let items: AppNotification[] = [];
let unreadCount = 0;
const fetchMock = vi.fn<typeof fetch>();
const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });

beforeEach(() => {
  realtime.filters = [];
  fetchMock.mockImplementation(async (input, init) => {
    const url = String(input);
    if (url.includes("/api/notifications?")) {
      return json({ items, unreadCount, page: 1, pageSize: 10, total: items.length });
    }
    if (url.endsWith("/api/notifications/read") && init?.method === "POST") {
      const { ids } = JSON.parse(String(init.body)) as { ids?: string[] };
      items = items.map((item) =>
        !ids || ids.includes(item.id) ? { ...item, isRead: true } : item,
      );
      unreadCount = items.filter((item) => !item.isRead).length;
      return json({ updated: 1, ids: ids ?? [] });
    }
    return json({ message: "Not Found" }, 404);
  });
  vi.stubGlobal("fetch", fetchMock);
});
afterEach(() => {
  cleanup();
  fetchMock.mockReset();
  vi.unstubAllGlobals();
});

function renderMenu() {
  const client = createQueryClient();
  client.setQueryData(["bids", "mine"], { items: [] });
  render(
    <TestProviders client={client}>
      <MemoryRouter>
        <NotificationsMenu userId="partner-1" />
        <button type="button">Elsewhere</button>
      </MemoryRouter>
    </TestProviders>,
  );
  return { user: userEvent.setup(), client };
}

const bell = () => screen.getByRole("button", { name: /^Notifications/ });
const posts = () => fetchMock.mock.calls.filter(([, init]) => init?.method === "POST");

describe("NotificationsMenu: the bell", () => {
  it("shows the unread count on the badge and in the button's name", async () => {
    items = [note("1", "bid_accepted", false, 5)];
    unreadCount = 3;
    renderMenu();
    expect(await screen.findByRole("button", { name: "Notifications, 3 unread" })).toBeVisible();
    expect(within(bell()).getByText("3")).toBeInTheDocument();
  });

  it("caps the badge at 99+", async () => {
    unreadCount = 120;
    renderMenu();
    expect(await screen.findByRole("button", { name: "Notifications, 120 unread" })).toBeVisible();
    expect(within(bell()).getByText("99+")).toBeInTheDocument();
  });

  it("has no badge with nothing unread", async () => {
    items = [note("1", "bid_accepted", true, 5)];
    unreadCount = 0;
    renderMenu();
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(bell()).toHaveAccessibleName("Notifications");
    expect(within(bell()).queryByText("0")).not.toBeInTheDocument();
  });
});

describe("NotificationsMenu: the dropdown", () => {
  beforeEach(() => {
    items = [
      note("bid", "bid_accepted", false, 5),
      note("tour", "tour_scheduled", false, 120),
      note("chat", "chat_reply", true, 60 * 24 * 3),
    ];
    unreadCount = 2;
  });

  it("lists the latest with title, message, time and unread mark, each linking where it belongs", async () => {
    const { user } = renderMenu();
    await screen.findByRole("button", { name: "Notifications, 2 unread" });
    await user.click(bell());
    expect(bell()).toHaveAttribute("aria-expanded", "true");
    const panel = within(screen.getByRole("region", { name: "Notifications" }));
    const links = panel.getAllByRole("link");
    expect(links.map((link) => link.getAttribute("href"))).toEqual([
      `/tours/${TOUR_IDS.bid}`,
      `/tours/${TOUR_IDS.tour}`,
      "/chat",
    ]);
    expect(links[0]).toHaveTextContent("Unread: Bid accepted");
    expect(links[0]).toHaveTextContent(
      'Your bid for "Tour bid" was accepted. Agreed amount: $150.00.',
    );
    expect(links[1]).toHaveTextContent(
      '"Tour tour" on Dec 5, 2026, 2:00 PM PST is on your schedule.',
    );
    expect(links[2]).toHaveTextContent("Reply chat");
    expect(links[0]).toHaveTextContent("5 minutes ago");
    expect(links[1]).toHaveTextContent("about 2 hours ago");
    expect(links[2]).not.toHaveTextContent("Unread");
    expect(links[2]).toHaveTextContent("3 days ago");
  });

  it("marks one read when it is opened, and closes", async () => {
    const { user } = renderMenu();
    await screen.findByRole("button", { name: "Notifications, 2 unread" });
    await user.click(bell());
    await user.click(screen.getByRole("link", { name: /Tour scheduled/ }));
    await waitFor(() => expect(posts()).toHaveLength(1));
    expect(JSON.parse(String(posts()[0]?.[1]?.body))).toEqual({ ids: ["tour"] });
    expect(bell()).toHaveAttribute("aria-expanded", "false");
    expect(screen.queryByRole("link", { name: /Tour scheduled/ })).not.toBeInTheDocument();
    expect(await screen.findByRole("button", { name: "Notifications, 1 unread" })).toBeVisible();
  });

  it("marks all read: the count goes", async () => {
    const { user } = renderMenu();
    await screen.findByRole("button", { name: "Notifications, 2 unread" });
    await user.click(bell());
    await user.click(screen.getByRole("button", { name: "Mark all as read" }));
    expect(await screen.findByRole("button", { name: "Notifications" })).toBeVisible();
    expect(JSON.parse(String(posts()[0]?.[1]?.body))).toEqual({});
    expect(screen.getByRole("button", { name: "Mark all as read" })).toBeDisabled();
  });

  it("closes on Escape, back on the bell, and on a click outside", async () => {
    const { user } = renderMenu();
    await screen.findByRole("button", { name: "Notifications, 2 unread" });
    await user.click(bell());
    await user.keyboard("{Escape}");
    expect(bell()).toHaveAttribute("aria-expanded", "false");
    expect(bell()).toHaveFocus();
    await user.click(bell());
    expect(bell()).toHaveAttribute("aria-expanded", "true");
    await user.click(screen.getByRole("button", { name: "Elsewhere" }));
    expect(bell()).toHaveAttribute("aria-expanded", "false");
  });

  it("has an empty state", async () => {
    items = [];
    unreadCount = 0;
    const { user } = renderMenu();
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    await user.click(bell());
    expect(await screen.findByText("You're all caught up: no notifications yet.")).toBeVisible();
  });
});

describe("NotificationsMenu: Realtime", () => {
  it("listens to the user's own inserts and updates and refreshes the count and the related reads at once", async () => {
    items = [];
    unreadCount = 0;
    const { client } = renderMenu();
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    // Updates too: a coalesced chat notification is marked unread again, not inserted anew.
    expect(realtime.filters).toEqual([
      "INSERT user_id=eq.partner-1",
      "UPDATE user_id=eq.partner-1",
    ]);

    items = [note("new", "assignment", false, 0)];
    unreadCount = 1;
    act(() => realtime.onInsert?.());
    expect(await screen.findByRole("button", { name: "Notifications, 1 unread" })).toBeVisible();
    expect(client.getQueryState(["bids", "mine"])?.isInvalidated).toBe(true);
  });
});

import { cleanup, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router-dom";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { Conversation } from "../types";
import { ConversationList } from "./conversation-list";

afterEach(cleanup);

function conversation(overrides: Partial<Conversation>): Conversation {
  return {
    userId: crypto.randomUUID(),
    email: "partner@example.test",
    firstName: null,
    lastName: null,
    businessName: null,
    messageCount: 2,
    unreadCount: 0,
    lastMessageAt: new Date(2025, 0, 5, 9).toISOString(),
    lastMessage: "Thanks!",
    lastSenderType: "user",
    awaitingPerson: false,
    ...overrides,
  };
}

const maya = conversation({
  firstName: "Maya",
  lastName: "Green",
  businessName: "Green Valley Farms",
  lastMessageAt: new Date(2025, 0, 7, 9).toISOString(),
  lastMessage: "Glad it helped!",
  lastSenderType: "agent",
});
const leo = conversation({
  firstName: "Leo",
  lastName: "Park",
  businessName: "Coastal Cannabis",
  unreadCount: 3,
  lastMessageAt: new Date(2025, 0, 5, 9).toISOString(),
  lastMessage: "Can the tour start at 1 PM?",
});
const ana = conversation({
  email: "ana.ruiz@example.test",
  unreadCount: 1,
  lastMessageAt: new Date(2025, 0, 6, 9).toISOString(),
  lastMessage: "Where do guests park?",
});

function renderList(conversations: Conversation[], selectedId?: string) {
  render(
    <MemoryRouter>
      <ConversationList conversations={conversations} selectedId={selectedId} />
    </MemoryRouter>,
  );
  return userEvent.setup();
}

const names = () =>
  screen.getAllByRole("link").map((link) => link.querySelector("span span")?.textContent);

describe("ConversationList", () => {
  it("puts unread conversations first, each group latest first", () => {
    renderList([maya, leo, ana]);
    expect(names()).toEqual(["ana.ruiz", "Leo Park", "Maya Green"]);
  });

  it("marks a read conversation nobody has answered as waiting, and puts it with the unread", () => {
    const waiting = conversation({
      firstName: "Wes",
      lastName: "Hale",
      lastMessageAt: new Date(2025, 0, 4, 9).toISOString(),
      lastSenderType: "agent",
      lastMessage: "Thanks! A person from our team will answer here shortly.",
      awaitingPerson: true,
    });
    renderList([maya, waiting, leo]);
    expect(names()).toEqual(["Leo Park", "Wes Hale", "Maya Green"]);
    const link = screen.getByRole("link", { name: /Wes Hale/ });
    expect(within(link).getByText("Waiting for you")).toBeVisible();
    const mayaLink = screen.getByRole("link", { name: /Maya Green/ });
    expect(within(mayaLink).queryByText("Waiting for you")).not.toBeInTheDocument();
  });

  it("shows unread counts as badges, and none on a read conversation", () => {
    renderList([maya, leo]);
    const leoLink = screen.getByRole("link", { name: /Leo Park/ });
    expect(within(leoLink).getByText("3")).toBeVisible();
    expect(leoLink).toHaveAccessibleName(expect.stringContaining("3 unread"));
    const mayaLink = screen.getByRole("link", { name: /Maya Green/ });
    expect(mayaLink).not.toHaveAccessibleName(expect.stringContaining("unread"));
  });

  it("previews the last message, its sender, the business and the day", () => {
    renderList([maya]);
    const link = screen.getByRole("link", { name: /Maya Green/ });
    expect(link).toHaveTextContent("Support Agent: Glad it helped!");
    expect(link).toHaveTextContent("Green Valley Farms");
    expect(link).toHaveTextContent("Jan 7, 2025");
  });

  it("opens a conversation through the address and marks the open one", () => {
    renderList([maya, leo], leo.userId);
    expect(screen.getByRole("link", { name: /Leo Park/ })).toHaveAttribute(
      "href",
      `/?user=${leo.userId}`,
    );
    expect(screen.getByRole("link", { name: /Leo Park/ })).toHaveAttribute("aria-current", "true");
    expect(screen.getByRole("link", { name: /Maya Green/ })).not.toHaveAttribute("aria-current");
  });

  it("filters the loaded conversations by name, business, e-mail or message", async () => {
    const user = renderList([maya, leo, ana]);
    const search = screen.getByRole("searchbox", { name: "Search conversations" });
    await user.type(search, "coastal");
    expect(names()).toEqual(["Leo Park"]);
    await user.clear(search);
    await user.type(search, "PARK");
    expect(names()).toEqual(["ana.ruiz", "Leo Park"]);
    await user.clear(search);
    await user.type(search, "nobody");
    expect(screen.queryAllByRole("link")).toHaveLength(0);
    expect(screen.getByText("No conversations match your search.")).toBeVisible();
  });

  it("sends the search to the server once typing pauses, and shows its answer as it is", async () => {
    const onSearch = vi.fn();
    const user = userEvent.setup();
    const { rerender } = render(
      <MemoryRouter>
        <ConversationList conversations={[maya, leo]} onSearch={onSearch} />
      </MemoryRouter>,
    );
    await user.type(screen.getByRole("searchbox", { name: "Search conversations" }), "harvest");
    await waitFor(() => expect(onSearch).toHaveBeenCalledWith("harvest"));
    // Found by an older message than the last one: the server's word stands.
    rerender(
      <MemoryRouter>
        <ConversationList conversations={[maya]} total={140} search="harvest" onSearch={onSearch} />
      </MemoryRouter>,
    );
    expect(names()).toEqual(["Maya Green"]);
  });

  it("says how many more a search found than were loaded", () => {
    render(
      <MemoryRouter>
        <ConversationList conversations={[maya]} total={140} search="farm" />
      </MemoryRouter>,
    );
    expect(
      screen.getByText("Showing the 1 most recent of 140 matching conversations."),
    ).toBeVisible();
  });

  it("says when there are no conversations at all", () => {
    renderList([]);
    expect(screen.getByText(/No conversations yet/)).toBeVisible();
  });
});

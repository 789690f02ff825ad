import { cleanup, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { ChatMessage } from "@/types/chat";
import { ChatMessageList } from "./chat-message-list";

afterEach(cleanup);

const today = new Date();
today.setHours(15, 0, 0, 0);
const lastWeek = new Date(2025, 0, 5, 9, 30);

function message(overrides: Partial<ChatMessage>): ChatMessage {
  return {
    id: crypto.randomUUID(),
    userId: "partner",
    senderId: "partner",
    senderType: "user",
    message: "Hello",
    messageType: "text",
    status: "sent",
    whatsappMessageId: null,
    tourId: null,
    tourTitle: null,
    createdAt: today.toISOString(),
    ...overrides,
  };
}

function renderList(messages: ChatMessage[]) {
  render(
    <ChatMessageList
      messages={messages}
      scrollRef={{ current: null }}
      onScroll={vi.fn()}
      hasNew={false}
      onShowNew={vi.fn()}
    />,
  );
  return screen.getByRole("log", { name: "Messages" });
}

/** The daisyUI chat row around a message text. */
const rowOf = (text: string) => screen.getByText(text).closest(".chat") as HTMLElement;

describe("ChatMessageList", () => {
  it("puts the partner's messages on the right and the Support Agent's on the left", () => {
    renderList([
      message({ message: "Can I move my tour?" }),
      message({ senderType: "agent", senderId: null, message: "Of course, which one?" }),
    ]);
    const mine = rowOf("Can I move my tour?");
    const agent = rowOf("Of course, which one?");
    expect(mine).toHaveClass("chat-end");
    expect(within(mine).getByText("You")).toBeVisible();
    expect(agent).toHaveClass("chat-start");
    expect(within(agent).getByText("Support Agent")).toBeVisible();
    expect(within(agent).queryByRole("img")).toBeNull();
    expect(within(mine).getByText(/^3:00 PM [A-Z]{2,5}$/)).toBeVisible();
  });

  it("marks delivered and read with checks and anything else with a clock, each labelled", () => {
    renderList([
      message({ message: "one", status: "delivered" }),
      message({ message: "two", status: "read" }),
      message({ message: "three", status: "sent" }),
      message({ message: "four", status: "queued" }),
      message({ message: "five", status: "failed" }),
    ]);
    const marker = (text: string) => within(rowOf(text)).getByRole("img");
    expect(marker("one")).toHaveAccessibleName("Delivered");
    expect(marker("one")).toHaveClass("text-emerald-600");
    expect(marker("two")).toHaveAccessibleName("Read");
    expect(marker("two")).toHaveClass("text-blue-600");
    expect(marker("three")).toHaveAccessibleName("Sent");
    expect(marker("four")).toHaveAccessibleName("Sent");
    expect(marker("five")).toHaveAccessibleName("Not delivered");
  });

  it("separates days, naming other days by date", () => {
    const log = renderList([
      message({ message: "old question", createdAt: lastWeek.toISOString() }),
      message({ message: "new question" }),
    ]);
    expect(within(log).getByText("Jan 5, 2025")).toBeVisible();
    expect(within(log).getByText("Today")).toBeVisible();
  });

  it("welcomes the partner when there are no messages", () => {
    const log = renderList([]);
    expect(within(log).getByRole("heading", { name: "Welcome to Tour Support!" })).toBeVisible();
    expect(log).toHaveAttribute("aria-live", "polite");
  });
});

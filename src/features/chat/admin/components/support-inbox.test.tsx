import { cleanup, configure, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import toast from "react-hot-toast";
import { MemoryRouter } from "react-router-dom";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { AppToaster } from "@/components/ui/toaster";
import { getCurrentUserQueryOptions } from "@/lib/current-user";
import { createQueryClient } from "@/lib/query-client";
import { TestProviders } from "@/testing/render-with-providers";
import type { ChatMessage } from "@/types/chat";
import type { Conversation } from "../types";
import { SupportInbox } from "./support-inbox";

// A shared machine can be slow: give arriving answers time before calling them missing.
configure({ asyncUtilTimeout: 5000 });

// Realtime is exercised in the browser tests; here the channel only has to be subscribable.
vi.mock("@/lib/supabase", () => {
  const channel = () => {
    const built = { on: () => built, subscribe: () => built };
    return built;
  };
  return {
    supabase: {
      auth: { getSession: async () => ({ data: { session: { access_token: "token" } } }) },
      channel,
      removeChannel: async () => {},
    },
  };
});

const admin = { id: "admin-1", role: "admin", profileComplete: true };
const partnerId = "partner-1";
const leo: Conversation = {
  userId: partnerId,
  email: "leo@coastal.test",
  firstName: "Leo",
  lastName: "Park",
  businessName: "Coastal Cannabis",
  messageCount: 3,
  unreadCount: 1,
  lastMessageAt: new Date(2025, 0, 5, 9, 2).toISOString(),
  lastMessage: "Where do guests park?",
  lastSenderType: "user",
  awaitingPerson: true,
};
const message = (id: string, over: Partial<ChatMessage>): ChatMessage => ({
  id,
  userId: partnerId,
  senderId: partnerId,
  senderType: "user",
  message: id,
  messageType: "text",
  status: "read",
  whatsappMessageId: null,
  tourId: null,
  tourTitle: null,
  createdAt: new Date(2025, 0, 5, 9, Number(id.at(-1))).toISOString(),
  ...over,
});
let thread: ChatMessage[];
const posted: unknown[] = [];

const fetchMock = vi.fn<typeof fetch>();
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

beforeEach(() => {
  posted.length = 0;
  thread = [
    message("m1", { message: "Hi, a question about parking." }),
    message("m2", { senderType: "agent", senderId: null, message: "A person will answer." }),
    message("m3", { senderType: "agent", senderId: "admin-2", message: "Lot B is free." }),
  ];
  fetchMock.mockImplementation(async (url, init) => {
    const path = new URL(String(url)).pathname.replace("/functions/v1", "");
    if (path === "/api/admin/chat")
      return json(200, { items: [leo], page: 1, pageSize: 100, total: 1 });
    if (path === `/api/admin/chat/${partnerId}` && init?.method === "POST") {
      const body = JSON.parse(String(init.body));
      posted.push(body);
      const reply = message("m4", {
        senderType: "agent",
        senderId: admin.id,
        message: body.message,
      });
      thread = [...thread, reply];
      return json(201, reply);
    }
    if (path === `/api/admin/chat/${partnerId}`) return json(200, thread);
    return json(404, { message: "Not Found" });
  });
  vi.stubGlobal("fetch", fetchMock);
});
afterEach(() => {
  cleanup();
  toast.remove();
  fetchMock.mockReset();
  vi.unstubAllGlobals();
});

function renderInbox(path = "/admin/support") {
  const client = createQueryClient();
  client.setQueryData(getCurrentUserQueryOptions().queryKey, admin as never);
  render(
    <TestProviders client={client}>
      <MemoryRouter initialEntries={[path]}>
        <SupportInbox />
      </MemoryRouter>
      <AppToaster />
    </TestProviders>,
  );
  return userEvent.setup();
}

describe("SupportInbox", () => {
  it("asks to choose a conversation until one is open", async () => {
    renderInbox();
    expect(await screen.findByRole("link", { name: /Leo Park/ })).toBeVisible();
    expect(screen.getByText("No conversation selected")).toBeVisible();
  });

  it("opens a conversation and tells admins' answers from automated ones", async () => {
    const user = renderInbox();
    await user.click(await screen.findByRole("link", { name: /Leo Park/ }));
    const log = await screen.findByRole("log", { name: "Conversation with Leo Park" });
    const row = (text: string) => within(log).getByText(text).closest(".chat") as HTMLElement;
    expect(await within(log).findByText("Lot B is free.")).toBeVisible();
    expect(row("Hi, a question about parking.")).toHaveClass("chat-start");
    expect(row("Hi, a question about parking.")).toHaveTextContent("Leo Park");
    expect(row("A person will answer.")).toHaveClass("chat-end");
    expect(row("A person will answer.")).toHaveTextContent("Support Agent · Automated");
    expect(row("Lot B is free.")).toHaveTextContent("Support Agent · Admin");
    expect(screen.getByRole("heading", { level: 2, name: "Leo Park" })).toHaveFocus();
  });

  it("marks the answers that went to the partner's WhatsApp with how far they got", async () => {
    const onWhatsApp = (id: string, status: string) =>
      message(id, {
        senderType: "agent",
        senderId: admin.id,
        message: `Answer ${status}`,
        status,
        whatsappMessageId: `wamid.${id}`,
      });
    thread = [
      ...thread,
      onWhatsApp("m4", "sent"),
      onWhatsApp("m5", "delivered"),
      onWhatsApp("m6", "read"),
      onWhatsApp("m7", "failed"),
    ];
    renderInbox(`/admin/support?user=${partnerId}`);
    const log = await screen.findByRole("log", { name: "Conversation with Leo Park" });
    const row = (text: string) => within(log).getByText(text).closest(".chat") as HTMLElement;
    await within(log).findByText("Answer read");
    expect(within(row("Answer sent")).getByRole("img", { name: "Sent" })).toBeVisible();
    expect(within(row("Answer delivered")).getByRole("img", { name: "Delivered" })).toHaveClass(
      "text-emerald-600",
    );
    expect(within(row("Answer read")).getByRole("img", { name: "Read" })).toHaveClass(
      "text-blue-600",
    );
    expect(within(row("Answer failed")).getByRole("img", { name: "Not delivered" })).toBeVisible();
    expect(within(row("Answer failed")).getByText("Not delivered")).toBeVisible();
    expect(row("Answer read")).toHaveTextContent("WhatsApp");
    // An answer read in the portal went nowhere else: no marker.
    expect(within(row("Lot B is free.")).queryByRole("img")).toBeNull();
    expect(row("Lot B is free.")).not.toHaveTextContent("WhatsApp");
  });

  it("refuses an empty answer, then sends a trimmed one as the Support Agent", async () => {
    const user = renderInbox(`/admin/support?user=${partnerId}`);
    await screen.findByText("Lot B is free.");
    const answer = screen.getByRole("textbox", { name: "Answer as the Support Agent" });
    await user.type(answer, "   {Enter}");
    expect(await screen.findByText("Message cannot be empty")).toBeVisible();
    expect(posted).toEqual([]);

    await user.clear(answer);
    await user.type(answer, "  See you Saturday!  ");
    await user.click(screen.getByRole("button", { name: "Send" }));
    await waitFor(() => expect(answer).toHaveValue(""));
    expect(posted).toEqual([{ message: "See you Saturday!" }]);
    const mine = (await screen.findByText("See you Saturday!")).closest(".chat");
    expect(mine).toHaveTextContent("Support Agent · You");
  });
});

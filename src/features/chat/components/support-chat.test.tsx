import { cleanup, configure, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import toast from "react-hot-toast";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { AppToaster } from "@/components/ui/toaster";
import { getCurrentUserQueryOptions } from "@/lib/current-user";
import { createQueryClient } from "@/lib/query-client";
import { TestProviders } from "@/testing/render-with-providers";
import type { ChatMessage } from "@/types/chat";
import { SupportChat } from "./support-chat";

// A shared machine can be slow: give arriving answers time before calling them missing.
configure({ asyncUtilTimeout: 5000 });

// Realtime is exercised in the browser tests; here the channel only has to be subscribable.
const realtime = vi.hoisted(() => ({ subscribed: [] as string[], removed: 0 }));
vi.mock("@/lib/supabase", () => {
  const channel = (topic: string) => {
    const built = { on: () => built, subscribe: () => realtime.subscribed.push(topic) && built };
    return built;
  };
  return {
    supabase: {
      auth: { getSession: async () => ({ data: { session: { access_token: "token" } } }) },
      channel,
      removeChannel: async () => {
        realtime.removed += 1;
      },
    },
  };
});

const me = { id: "partner-1", role: "partner", profileComplete: true };
const at = (minute: number) => new Date(2030, 0, 5, 10, minute).toISOString();
const stored = (id: string, senderType: "user" | "agent", message: string, minute: number) =>
  ({
    id,
    userId: me.id,
    senderId: senderType === "user" ? me.id : null,
    senderType,
    message,
    messageType: "text",
    status: "sent",
    whatsappMessageId: null,
    tourId: null,
    tourTitle: null,
    createdAt: at(minute),
  }) satisfies ChatMessage;

let conversation: ChatMessage[] = [];
let sendAnswer: () => Promise<Response>;
const fetchMock = vi.fn<typeof fetch>();
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

beforeEach(() => {
  conversation = [];
  fetchMock.mockImplementation(async (url, init) => {
    if (String(url).endsWith("/api/chat/messages")) return json(200, conversation);
    if (String(url).endsWith("/api/chat/send") && init?.method === "POST") return sendAnswer();
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

function renderChat(user: Record<string, unknown> = me) {
  const client = createQueryClient();
  client.setQueryData(getCurrentUserQueryOptions().queryKey, user as never);
  render(
    <TestProviders client={client}>
      <SupportChat />
      <AppToaster />
    </TestProviders>,
  );
  return userEvent.setup();
}

const input = () => screen.getByRole("textbox", { name: "Message" });
const log = () => screen.getByRole("log", { name: "Messages" });
const sendBodies = () =>
  fetchMock.mock.calls
    .filter(([url]) => String(url).endsWith("/api/chat/send"))
    .map(([, init]) => JSON.parse(String(init?.body)));

describe("SupportChat", () => {
  it("welcomes a partner with no messages and subscribes to their conversation", async () => {
    renderChat();
    expect(await screen.findByRole("heading", { name: "Welcome to Tour Support!" })).toBeVisible();
    expect(realtime.subscribed.at(-1)).toMatch(/^chat-messages:partner-1:/);
  });

  it("fills the input with each quick action's text", async () => {
    const user = renderChat();
    await screen.findByRole("heading", { name: "Welcome to Tour Support!" });
    for (const [label, text] of [
      ["Booking Help", "I need help with booking a tour."],
      ["Available Tours", "What tours are available for me?"],
      ["Cancel Tour", "I need to cancel a tour."],
      ["Become Partner", "How do I become a tour partner?"],
    ]) {
      await user.click(screen.getByRole("button", { name: label }));
      expect(input()).toHaveValue(text);
      expect(input()).toHaveFocus();
    }
  });

  it("shows the message at once, then the stored one and the agent's reply, and clears the input", async () => {
    let answer!: (response: Response) => void;
    sendAnswer = () => new Promise((resolve) => (answer = resolve));
    const user = renderChat();
    await screen.findByRole("heading", { name: "Welcome to Tour Support!" });
    await user.type(input(), "  Is parking available?  ");
    await user.click(screen.getByRole("button", { name: "Send" }));

    const pending = await within(log()).findByText("Is parking available?");
    expect(within(pending.closest(".chat") as HTMLElement).getByRole("img")).toHaveAccessibleName(
      "Sending",
    );
    expect(screen.getByRole("button", { name: "Send" })).toBeDisabled();
    expect(sendBodies()).toEqual([{ message: "Is parking available?", messageType: "text" }]);

    const message = stored("m1", "user", "Is parking available?", 1);
    const reply = stored("m2", "agent", "A person will answer you here shortly.", 2);
    conversation = [message, reply];
    answer(json(201, { message, reply, handledBy: "human" }));

    expect(await within(log()).findByText(reply.message)).toBeVisible();
    await waitFor(() => expect(input()).toHaveValue(""));
    expect(within(log()).getAllByText("Is parking available?")).toHaveLength(1);
    expect(within(log()).getByRole("img")).toHaveAccessibleName("Sent");
  });

  it("keeps the typed text and says so when sending fails", async () => {
    sendAnswer = async () => json(500, { message: "Internal server error" });
    const user = renderChat();
    await screen.findByRole("heading", { name: "Welcome to Tour Support!" });
    await user.type(input(), "Hello?{Enter}");
    // Toasts fade in: present, though not yet opaque.
    const alert = await screen.findByRole("alert");
    expect(
      within(alert).getByText("Failed to send message. Please try again."),
    ).toBeInTheDocument();
    expect(input()).toHaveValue("Hello?");
    expect(within(log()).queryByText("Hello?")).toBeNull();
    expect(screen.getByRole("button", { name: "Send" })).toBeEnabled();
  });

  it("says why a send fails for an inactive account", async () => {
    sendAnswer = async () => json(403, { message: "You are not allowed to do this." });
    const user = renderChat({ ...me, isActive: false });
    await screen.findByRole("heading", { name: "Welcome to Tour Support!" });
    await user.type(input(), "Why was I deactivated?{Enter}");
    const alert = await screen.findByRole("alert");
    expect(
      within(alert).getByText(
        "Failed to send message. Your account is inactive: messages can be sent again once an admin reactivates it.",
      ),
    ).toBeInTheDocument();
    expect(input()).toHaveValue("Why was I deactivated?");
  });

  it("tells a signed-out partner and goes to sign-in after 500 ms, to come back here", async () => {
    sendAnswer = async () => json(401, { message: "Unauthorized" });
    const assign = vi.fn();
    vi.stubGlobal("location", {
      ...window.location,
      pathname: "/chat",
      search: "",
      hash: "",
      assign,
    });
    const user = renderChat();
    await screen.findByRole("heading", { name: "Welcome to Tour Support!" });
    await user.type(input(), "Hello?{Enter}");
    const alert = await screen.findByRole("alert");
    expect(within(alert).getByText("Unauthorized")).toBeInTheDocument();
    expect(within(alert).getByText("You are logged out. Logging in again...")).toBeInTheDocument();
    expect(assign).not.toHaveBeenCalled();
    await waitFor(() => expect(assign).toHaveBeenCalledWith("/auth?next=%2Fchat"));
  });
});

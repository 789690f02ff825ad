import { expect as baseExpect, test, type WebSocketRoute } from "@playwright/test";
import { createCompletePartner, demo, signIn } from "./support/accounts.ts";
import { apiAs } from "./support/api.ts";

test.describe.configure({ timeout: 120_000 });
const expect = baseExpect.configure({ timeout: 20_000 });

const REALTIME = /\/realtime\/v1\/websocket/;
/** product §7: the chat polls every 3 seconds; plus time for the request and the render. */
const POLL_DELIVERY_MS = 3000 + 2000;

test("the partner's chat shows an admin's answer sent while its Realtime socket was cut, and the socket reconnects by itself", async ({
  page,
}) => {
  const { account, partner } = await createCompletePartner({
    firstName: "Casey",
    lastName: "Lind",
    businessName: "Casey's Cannabis Tours",
    businessType: "Dispensary",
    businessLocation: "12 Ridge Road, Arcata, CA",
    availability: ["Saturday"],
  });

  // Every Realtime socket of the page goes through here: passed on to the server while the
  // network is up (the server's frames noted on the way), refused while it is cut.
  const sockets: WebSocketRoute[] = [];
  const frames: { socket: number; text: string }[] = [];
  let cut = false;
  let refused = 0;
  await page.routeWebSocket(REALTIME, (socket) => {
    if (cut) {
      refused += 1;
      void socket.close({ code: 4000, reason: "network down" }).catch(() => {});
      return;
    }
    const index = sockets.push(socket) - 1;
    const server = socket.connectToServer();
    socket.onMessage((message) => server.send(message));
    server.onMessage((message) => {
      frames.push({ socket: index, text: String(message) });
      socket.send(message);
    });
  });
  const pushed = (text: string) =>
    frames.some((frame) => frame.text.includes("postgres_changes") && frame.text.includes(text));
  /** The server accepted a channel join with database changes on socket `index`. */
  const joinedOn = (index: number) =>
    frames.some(
      (frame) =>
        frame.socket === index &&
        frame.text.includes("phx_reply") &&
        frame.text.includes('"status":"ok"') &&
        frame.text.includes("postgres_changes"),
    );

  await signIn(page, account, "/chat");
  const log = page.getByRole("log", { name: "Messages" });
  const input = page.getByRole("textbox", { name: "Message" });
  await input.fill("Is the Saturday tour still on?");
  await page.keyboard.press("Enter");
  await expect(
    log.locator(".chat-end", { hasText: "Is the Saturday tour still on?" }),
  ).toBeVisible();
  // The page's channel is joined and carries this conversation's changes.
  await expect.poll(() => pushed("Is the Saturday tour still on?")).toBe(true);
  const opened = sockets.length;
  expect(opened).toBeGreaterThan(0);

  // The cut: the open socket drops, and reconnect attempts are refused for now.
  cut = true;
  await Promise.all(
    sockets.map((socket) => socket.close({ code: 4000, reason: "network down" }).catch(() => {})),
  );

  const answer = `Yes, it is on. (${Date.now()})`;
  const admin = await apiAs(demo.admin);
  await admin.call("POST", `/api/admin/chat/${partner.userId}`, { message: answer });
  await expect(log.locator(".chat-start", { hasText: answer })).toBeVisible({
    timeout: POLL_DELIVERY_MS,
  });
  expect(pushed(answer), "the answer came by the poll, not over Realtime").toBe(false);

  // The network is back: the client opens a new socket by itself, and changes flow over it.
  cut = false;
  await expect
    .poll(() => sockets.length, { message: "a new Realtime socket opened", timeout: 30_000 })
    .toBeGreaterThan(opened);
  const reconnected = sockets.length - 1;
  await expect
    .poll(() => joinedOn(reconnected), { message: "the channel joined again on the new socket" })
    .toBe(true);
  const later = `A second answer, over the new socket. (${Date.now()})`;
  await admin.call("POST", `/api/admin/chat/${partner.userId}`, { message: later });
  await expect
    .poll(() => pushed(later), { message: "the new socket carries the conversation's changes" })
    .toBe(true);
  await expect(log.locator(".chat-start", { hasText: later })).toBeVisible();
  test.info().annotations.push({
    type: "realtime",
    description: `${opened} socket(s) before the cut, ${refused} reconnect(s) refused during it, ${sockets.length} in all`,
  });
});

import { expect as baseExpect, test } from "@playwright/test";
import { createCompletePartner, demo, signIn } from "./support/accounts.ts";
import { apiAs } from "./support/api.ts";
import { capture, h1 } from "./support/capture.ts";
import { collectRealtimeChanges } from "./support/realtime.ts";

// Two captures at two widths with axe runs, plus a round trip through the API.
test.describe.configure({ timeout: 120_000 });
// Generous waits: the machine is shared, and a first visit compiles the page on demand.
const expect = baseExpect.configure({ timeout: 20_000 });

/** A new partner whose business profile is complete, so /chat is theirs. */
const completePartner = (names: { firstName: string; lastName: string }) =>
  createCompletePartner({
    ...names,
    businessName: `${names.firstName}'s Cannabis Tours`,
    businessType: "Dispensary",
    businessLocation: "88 Harbor Street, Mendocino, CA",
    availability: ["Saturday"],
  });

test("a partner asks the Support Agent, and an admin's answer appears without a reload", async ({
  page,
}) => {
  const { account, partner } = await completePartner({ firstName: "Jordan", lastName: "Reyes" });
  const changes = collectRealtimeChanges(page);
  await signIn(page, account, "/chat");

  const log = page.getByRole("log", { name: "Messages" });
  await expect(log.getByRole("heading", { name: "Welcome to Tour Support!" })).toBeVisible();
  await capture(page, "chat-empty", log.getByRole("heading", { name: "Welcome to Tour Support!" }));

  const input = page.getByRole("textbox", { name: "Message" });
  const send = page.getByRole("button", { name: "Send" });
  await expect(send).toBeDisabled();
  await page.getByRole("button", { name: "Booking Help" }).click();
  await expect(input).toHaveValue("I need help with booking a tour.");
  await expect(input).toBeFocused();
  await page.keyboard.press("Enter");

  const question = log.locator(".chat-end", { hasText: "I need help with booking a tour." });
  await expect(question).toBeVisible();
  await expect(input).toHaveValue("");
  const agentReply = log.locator(".chat-start", { hasText: "Here is how booking works:" });
  await expect(agentReply).toContainText("Hi Jordan!");
  await expect(agentReply).toContainText("You have 0 active bids awaiting a response.");
  await expect(agentReply.getByText("Support Agent")).toBeVisible();
  // The agent answered it itself: the partner's message is read at once, not "sent" forever.
  await expect(question.getByRole("img", { name: "Read" })).toBeVisible();

  // Typed text, sent with the button this time.
  await input.fill("Can a group of 12 come on a Saturday?");
  await send.click();
  await expect(
    log.locator(".chat-start", { hasText: "I've passed it to our support team" }),
  ).toBeVisible();
  // Handed on to the team: delivered, until a person reads it.
  const handedOn = log.locator(".chat-end", { hasText: "Can a group of 12 come on a Saturday?" });
  await expect(handedOn.getByRole("img", { name: "Delivered" })).toBeVisible();

  // The page's realtime channel carries this conversation's changes before the admin answers.
  const pushed = (text: string) => changes.some((frame) => frame.includes(text));
  await expect.poll(() => pushed("Can a group of 12 come on a Saturday?")).toBe(true);
  const answer = `Yes, Saturdays work for groups of 12. (${Date.now()})`;
  const admin = await apiAs(demo.admin);
  await admin.call("POST", `/api/admin/chat/${partner.userId}`, { message: answer });

  await expect(log.locator(".chat-start", { hasText: answer })).toBeVisible();
  await expect
    .poll(() => pushed(answer), { message: "the answer arrived over Realtime" })
    .toBe(true);
  // Answering marks the partner's messages read; the blue ticks follow.
  await expect(handedOn.getByRole("img", { name: "Read" })).toBeVisible();
  await expect(page).toHaveURL("/chat");

  await capture(page, "chat", log.getByText(answer));
  await page.emulateMedia({ colorScheme: "dark" });
  await capture(page, "chat-dark", log.getByText(answer));
});

test("Send stays off for blank text and Shift+Enter starts a new line", async ({ page }) => {
  const { account } = await completePartner({ firstName: "Sam", lastName: "Ortiz" });
  await signIn(page, account, "/chat");
  await expect(h1(page, "Tour Support Chat")).toBeVisible();
  const input = page.getByRole("textbox", { name: "Message" });
  const send = page.getByRole("button", { name: "Send" });

  await input.fill("    ");
  await expect(send).toBeDisabled();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("log", { name: "Messages" }).locator(".chat")).toHaveCount(0);

  await input.fill("First line");
  await input.press("Shift+Enter");
  await input.pressSequentially("second line");
  await expect(input).toHaveValue("First line\nsecond line");
  await expect(send).toBeEnabled();
});

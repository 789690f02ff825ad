import { expect as baseExpect, test } from "@playwright/test";
import { createCompletePartner, demo, signIn } from "./support/accounts.ts";
import { apiAs } from "./support/api.ts";
import { capture, h1, viewports } from "./support/capture.ts";
import { collectRealtimeChanges } from "./support/realtime.ts";

// Two signed-in browsers, a capture at two widths with an axe run.
test.describe.configure({ timeout: 120_000 });
// Generous waits: the machine is shared, and a first visit compiles the page on demand.
const expect = baseExpect.configure({ timeout: 20_000 });

interface ChatMessage {
  senderType: string;
  senderId: string | null;
  message: string;
}

/** A new partner with a complete business profile (so /chat is theirs). */
const completePartner = (names: { firstName: string; lastName: string }) =>
  createCompletePartner({
    ...names,
    businessName: `${names.lastName} Family Farm`,
    businessType: "Outdoor Farm",
    businessLocation: "12 Ridge Road, Humboldt, CA",
  });

test("an admin answers a partner from the Support Inbox; both screens update without a reload", async ({
  page,
  browser,
}) => {
  const stamp = Date.now();
  const { account, partner } = await completePartner({ firstName: "Casey", lastName: "Morgan" });
  const question = `Is the farm tour wheelchair accessible? (${stamp})`;
  await partner.call("POST", "/api/chat/send", { message: question, messageType: "text" });

  // The partner keeps /chat open in a browser of their own.
  const partnerContext = await browser.newContext();
  const partnerPage = await partnerContext.newPage();
  await signIn(partnerPage, account, "/chat");
  const partnerLog = partnerPage.getByRole("log", { name: "Messages" });
  await expect(partnerLog.getByText(question)).toBeVisible();

  const adminChanges = collectRealtimeChanges(page);
  await signIn(page, demo.admin, "/admin/support");
  await expect(h1(page, "Support Inbox")).toBeVisible();
  await expect(page.getByText("No conversation selected")).toBeVisible();
  const conversation = page.getByRole("link", { name: /Casey Morgan/ });
  await expect(conversation).toContainText("Morgan Family Farm");
  // The preview is the latest message: the automated answer to the question.
  await expect(conversation).toContainText("Support Agent: Thanks for your message!");
  await expect(conversation).toHaveAccessibleName(/1 unread/);

  const search = page.getByRole("searchbox", { name: "Search conversations" });
  // The question is no longer the latest message; the server's search still finds it.
  await search.fill(String(stamp));
  const listed = page.getByRole("region", { name: "Conversations" }).getByRole("link");
  await expect(listed).toHaveCount(1);
  await expect(conversation).toBeVisible();
  await search.fill("morgan family");
  await expect(page.getByRole("link", { name: /Morgan/ })).toHaveCount(1);
  await conversation.click();

  const thread = page.getByRole("log", { name: "Conversation with Casey Morgan" });
  await expect(thread.locator(".chat-start", { hasText: question })).toContainText("Casey Morgan");
  await expect(
    thread.locator(".chat-end", { hasText: "passed it to our support team" }),
  ).toContainText("Support Agent · Automated");
  // Opening it read the partner's message: the badge goes, and the partner sees the blue ticks.
  await expect(conversation).not.toHaveAccessibleName(/unread/);
  const partnerQuestion = partnerLog.locator(".chat-end", { hasText: question });
  await expect(partnerQuestion.getByRole("img", { name: "Read" })).toBeVisible();

  const answerBox = page.getByRole("textbox", { name: "Answer as the Support Agent" });
  await page.getByRole("button", { name: "Send" }).click();
  await expect(page.getByText("Message cannot be empty")).toBeVisible();
  const answer = `Yes: paved paths and an accessible shuttle. (${stamp})`;
  await answerBox.fill(answer);
  await page.getByRole("button", { name: "Send" }).click();
  await expect(answerBox).toHaveValue("");
  await expect(thread.locator(".chat-end", { hasText: answer })).toContainText(
    "Support Agent · You",
  );

  // Behind the screen: the partner's conversation holds the answer, written by the admin.
  const admin = await apiAs(demo.admin);
  const messages = await partner.call<ChatMessage[]>("GET", "/api/chat/messages");
  expect(messages.at(-1)).toMatchObject({
    senderType: "agent",
    senderId: admin.userId,
    message: answer,
  });

  // The partner's open page shows it without a reload, and their reply reaches the admin's.
  await expect(partnerLog.locator(".chat-start", { hasText: answer })).toBeVisible();
  const followUp = `Great, see you Friday! (${stamp})`;
  await partnerPage.getByRole("textbox", { name: "Message" }).fill(followUp);
  await partnerPage.getByRole("button", { name: "Send" }).click();
  await expect(thread.locator(".chat-start", { hasText: followUp })).toBeVisible();
  await expect
    .poll(() => adminChanges.some((frame) => frame.includes(followUp)), {
      message: "the partner's message reached the inbox over Realtime",
    })
    .toBe(true);
  await expect(conversation).toContainText(/passed it to our support team|see you Friday/);
  await partnerContext.close();

  await capture(page, "admin-support", thread.getByText(followUp));
  await page.emulateMedia({ colorScheme: "dark" });
  await capture(page, "admin-support-dark", thread.getByText(followUp));
  await page.emulateMedia({ colorScheme: "light" });

  // On a phone the open conversation has the screen to itself; Back returns to the list.
  await page.setViewportSize(viewports[1]);
  await expect(page.getByRole("searchbox", { name: "Search conversations" })).toBeHidden();
  await page.getByRole("button", { name: "Back" }).click();
  await expect(conversation).toBeVisible();
  await expect(thread).toBeHidden();
});

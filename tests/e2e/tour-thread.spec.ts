import { expect as baseExpect, test } from "@playwright/test";
import { addDays } from "date-fns";
import { createCompletePartner, demo, signIn } from "./support/accounts.ts";
import { captureThemes, h1 } from "./support/capture.ts";
import { scheduleTour } from "./support/tours.ts";

// Two signed-in browsers, each screen captured in two themes at two widths with axe.
test.describe.configure({ timeout: 150_000 });
const expect = baseExpect.configure({ timeout: 20_000 });
const PHONE = { width: 390, height: 844 };

test("a partner asks about a tour on its page; an admin finds it in the inbox and answers in the tour's thread", async ({
  page,
  browser,
}) => {
  const stamp = Date.now();
  const { account, partner } = await createCompletePartner({
    firstName: "Toby",
    lastName: `Thread${stamp}`,
    businessName: `Thread ${stamp} Farms`,
    businessType: "Outdoor Farm",
    businessLocation: "12 Ridge Road, Humboldt, CA",
  });
  const title = `Thread tour ${stamp}`;
  const { tourId } = await scheduleTour(partner, title, addDays(new Date(), 6));

  // The partner, on a phone, asks on the tour's page.
  const partnerContext = await browser.newContext({ viewport: PHONE });
  const partnerPage = await partnerContext.newPage();
  await signIn(partnerPage, account, `/tours/${tourId}`);
  await expect(h1(partnerPage, title)).toBeVisible();
  const questions = partnerPage.getByRole("region", { name: "Questions about this tour" });
  const partnerLog = questions.getByRole("log", { name: "Messages about this tour" });
  await expect(partnerLog.getByText("No messages about this tour yet.")).toBeVisible();
  const question = `Can guests park at the barn? (${stamp})`;
  await questions.getByRole("textbox", { name: "Message about this tour" }).fill(question);
  await questions.getByRole("button", { name: "Send" }).click();
  await expect(partnerLog.locator(".chat-end", { hasText: question })).toBeVisible();
  await expect(partnerLog.getByText(/passed it to our support team/)).toBeVisible();

  // The admin's inbox shows the question with its tour; the tag opens the tour's page.
  await signIn(page, demo.admin, "/admin/support");
  await page.getByRole("searchbox", { name: "Search conversations" }).fill(String(stamp));
  await page.getByRole("link", { name: new RegExp(`Toby Thread${stamp}`) }).click();
  const inbox = page.getByRole("log", { name: `Conversation with Toby Thread${stamp}` });
  const asked = inbox.locator(".chat-start", { hasText: question });
  // An answer from here would be about the tour too, unless unticked.
  await expect(
    page.getByRole("checkbox", {
      name: `Answer about “${title}”: it shows on the tour's page too`,
    }),
  ).toBeChecked();
  await asked.getByRole("link", { name: `About “${title}”` }).click();
  await expect(page).toHaveURL(new RegExp(`/tours/${tourId}$`));
  const adminQuestions = page.getByRole("region", { name: "Questions about this tour" });
  const adminLog = adminQuestions.getByRole("log", { name: "Messages about this tour" });
  await expect(adminLog.locator(".chat-start", { hasText: question })).toContainText("Partner");
  const answer = `Yes, beside the red barn. (${stamp})`;
  await adminQuestions.getByRole("textbox", { name: "Message about this tour" }).fill(answer);
  await adminQuestions.getByRole("button", { name: "Send" }).click();
  await expect(adminLog.locator(".chat-end", { hasText: answer })).toContainText(
    "Support Agent · You",
  );
  await captureThemes(page, "tour-thread-admin", adminLog.getByText(answer));

  // The partner's open page shows the answer without a reload; their chat has it, tagged.
  await expect(partnerLog.locator(".chat-start", { hasText: answer })).toBeVisible();
  await expect(
    partnerLog.locator(".chat-end", { hasText: question }).getByRole("img", { name: "Read" }),
  ).toBeVisible();
  await captureThemes(partnerPage, "tour-thread-partner", partnerLog.getByText(answer), [PHONE]);
  await partnerPage.goto("/chat");
  const chat = partnerPage.getByRole("log", { name: "Messages" });
  await expect(
    chat
      .locator(".chat-start", { hasText: answer })
      .getByRole("link", { name: `About “${title}”` }),
  ).toBeVisible();
  await partnerContext.close();
});

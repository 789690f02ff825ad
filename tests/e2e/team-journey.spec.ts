import { randomUUID } from "node:crypto";
import { type Browser, expect as baseExpect, type Page, test } from "@playwright/test";
import { addDays, differenceInCalendarMonths, format, setHours, startOfHour } from "date-fns";
import { uniqueEmail } from "../support/clients.ts";
import { createAccount, createCompletePartner, PASSWORD, signIn } from "./support/accounts.ts";
import { captureThemes, h1, viewports } from "./support/capture.ts";
import { outboxMailsTo, portalPath } from "./support/mailbox.ts";
import { scheduleTour } from "./support/tours.ts";

/**
 * A business as a team: the owner invites a guide and a bookkeeper, who join from their mailed
 * links (the guide signs up with the invited address, the bookkeeper signs in with an account
 * she had); the owner gives the guide one tour; the guide, on a phone, sees only that tour and
 * checks its guest in; the bookkeeper sees only Earnings; the owner closes a week and withdraws
 * early from the other tour. axe clean in light and dark.
 */

// Mail through the outbox, three people's browsers and screens in two themes with axe.
test.describe.configure({ timeout: 300_000 });

// Each wait is for a condition; the room is for a machine busy with other stacks.
const expect = baseExpect.configure({ timeout: 15_000 });

const PHONE = [{ width: 390, height: 844 }] as const;
const toast = (page: Page, text: string) => page.getByRole("status").getByText(text).first();
const mainNav = (page: Page) => page.getByRole("navigation", { name: "Main" }).first();

/** The /join path in the invite mailed to `address`. */
async function invitePath(address: string, businessName: string) {
  const subject = `Join ${businessName} on Tour Partner Portal`;
  const mail = (await outboxMailsTo(address, subject)).find((each) => each.subject === subject);
  if (!mail) throw new Error(`no invite to ${address}`);
  return portalPath(mail, "/join");
}

/** A page in a browser of its own: each person has their own session. */
async function personPage(browser: Browser, viewport = { width: 1280, height: 800 }) {
  const context = await browser.newContext({ viewport });
  return context.newPage();
}

test("an owner's team: a guide and a bookkeeper join from their invites and see only their pages; the owner closes a week and withdraws early", async ({
  page,
  browser,
}) => {
  const tag = randomUUID().slice(0, 6);
  const businessName = `Hale Orchard ${tag}`;
  const { account: owner, partner } = await createCompletePartner({
    firstName: "Rowan",
    lastName: "Hale",
    businessName,
    businessType: "Outdoor Farm",
    businessLocation: "1200 Westside Road, Healdsburg, CA",
  });
  // Three hours ahead, the guide's manifest is open; thirty days ahead, withdrawing releases.
  const nearTitle = `Orchard walk ${tag}`;
  const farTitle = `Drying room ${tag}`;
  const near = await scheduleTour(partner, nearTitle, new Date(Date.now() + 3 * 3_600_000));
  const far = await scheduleTour(
    partner,
    farTitle,
    startOfHour(setHours(addDays(new Date(), 30), 15)),
  );
  await partner.call("POST", `/api/tours/${near.tourId}/guests`, {
    name: "Ann Guest",
    dateOfBirth: "1990-05-01",
  });
  const guideEmail = uniqueEmail("guide");
  const bookkeeper = await createAccount({ firstName: "Bea", lastName: "Books" });

  // 1. The owner invites them on /team.
  await signIn(page, owner, "/team");
  await expect(h1(page, "Team")).toBeVisible();
  await expect(mainNav(page).getByRole("link", { name: "Team" })).toBeVisible();
  const members = page.getByRole("list", { name: "Team members" });
  await expect(members.getByRole("listitem")).toHaveCount(1);
  await expect(members).toContainText("Rowan Hale");
  await expect(members).toContainText("Owner");
  const invite = page.getByRole("form", { name: "Invite a member" });
  await invite.getByRole("button", { name: "Send invite" }).click();
  await expect(invite.getByText("Please enter a valid email address")).toBeVisible();
  await expect(invite.getByText("Choose manager, guide or bookkeeper.")).toBeVisible();
  for (const [email, role] of [
    [guideEmail, "Guide"],
    [bookkeeper.email, "Bookkeeper"],
  ] as const) {
    await invite.getByLabel("Email").fill(email);
    await invite.getByLabel("Role").selectOption({ label: role });
    await invite.getByRole("button", { name: "Send invite" }).click();
    await expect(toast(page, `We e-mailed ${email} a link.`)).toBeVisible();
  }
  await expect(members.getByRole("listitem")).toHaveCount(3);
  const member = (email: string) => members.getByRole("listitem").filter({ hasText: email });
  await expect(member(guideEmail)).toContainText("Invited");
  // The owner's page at 1280 and 375 px, the join page and the guide's at 390.
  await captureThemes(page, "team", member(bookkeeper.email), viewports);

  // The remove dialog says what removing does, and can be left.
  await member(bookkeeper.email)
    .getByRole("button", { name: `Revoke ${bookkeeper.email}` })
    .click();
  const revoke = page.getByRole("dialog", { name: `Revoke the invite to ${bookkeeper.email}?` });
  await expect(revoke).toContainText("stops working at once");
  await revoke.getByRole("button", { name: "Cancel" }).click();
  await expect(revoke).toBeHidden();

  // 2. The guide, signed out on a phone, signs up from the mail with the invited address.
  const guide = await personPage(browser, PHONE[0]);
  const guideInvite = await invitePath(guideEmail, businessName);
  await guide.goto(guideInvite);
  await expect(h1(guide, `Join ${businessName}`)).toBeVisible();
  await expect(guide.getByRole("main")).toContainText("You are invited as guide");
  const signUp = guide.getByRole("form", { name: "Create account" });
  await expect(signUp.getByLabel("Email")).toHaveValue(guideEmail);
  await captureThemes(guide, "team-join", signUp, PHONE);
  await guide.setViewportSize(PHONE[0]);
  await signUp.getByLabel("First name").fill("Gil");
  await signUp.getByLabel("Last name").fill("Guide");
  await signUp.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await signUp.getByRole("button", { name: "Create Account" }).click();
  await expect(guide).toHaveURL(/\/today$/, { timeout: 30_000 });
  await expect(h1(guide, "Today")).toBeVisible();
  // The link worked once.
  await guide.goto(guideInvite);
  await expect(guide.getByRole("main")).toContainText(
    "This invite link no longer works: it was used, revoked or has expired.",
  );

  // 3. The bookkeeper, who has an account, signs in from hers and lands on Earnings.
  const books = await personPage(browser);
  await books.goto(await invitePath(bookkeeper.email, businessName));
  await expect(h1(books, `Join ${businessName}`)).toBeVisible();
  await books.getByRole("tab", { name: "Sign In" }).click();
  const signInForm = books.getByRole("form", { name: "Sign in" });
  await expect(signInForm.getByLabel("Email")).toHaveValue(bookkeeper.email);
  await signInForm.getByLabel("Password", { exact: true }).fill(bookkeeper.password);
  await signInForm.getByRole("button", { name: "Sign In", exact: true }).click();
  await expect(books).toHaveURL(/\/earnings$/, { timeout: 30_000 });
  await expect(h1(books, "Earnings")).toBeVisible();
  await expect(mainNav(books).getByRole("link")).toHaveText(["Earnings", "Support", "Profile"]);
  await captureThemes(books, "team-bookkeeper-earnings", h1(books, "Earnings"));
  // A page her role does not open says so, and leads back to hers.
  await books.goto("/opportunities");
  await expect(h1(books, "Access Denied")).toBeVisible();
  await expect(books).toHaveURL(/\/earnings$/);

  // 4. The owner sees both active, and gives the near tour to the guide.
  await page.reload();
  await expect(member(guideEmail)).toContainText("Gil Guide");
  await expect(member(guideEmail)).toContainText("Active");
  await expect(member(bookkeeper.email)).toContainText("Active");
  await page.goto(`/tours/${near.tourId}`);
  await expect(h1(page, nearTitle)).toBeVisible();
  await page.getByLabel("Guide for this tour").selectOption({ label: "Gil Guide" });
  await page.getByRole("button", { name: "Save guide" }).click();
  await expect(toast(page, "Gil Guide leads this tour.")).toBeVisible();
  await captureThemes(page, "tour-guide", page.getByLabel("Guide for this tour"));

  // 5. The guide, on the phone, has only that tour, and checks Ann in.
  await guide.goto("/today");
  await guide.getByRole("button", { name: "Navigation menu" }).click();
  await expect(mainNav(guide).getByRole("link")).toHaveText([
    "Today",
    "Calendar",
    "Support",
    "Profile",
  ]);
  await guide.keyboard.press("Escape");
  const agenda = guide.getByRole("main").getByRole("article");
  await expect(agenda).toHaveCount(1);
  await expect(agenda).toContainText(nearTitle);
  await expect(agenda).toContainText("Gil Guide");
  await captureThemes(guide, "team-guide-today", agenda, PHONE);
  await guide.setViewportSize(PHONE[0]);
  await expect(guide.getByText("Please confirm your e-mail address")).toHaveCount(0);
  // The calendar's upcoming list is the guide's one tour too.
  await guide.goto("/calendar");
  await expect(h1(guide, "Calendar")).toBeVisible();
  await expect(guide.getByRole("link", { name: nearTitle }).first()).toBeVisible();
  await expect(guide.getByRole("link", { name: farTitle })).toHaveCount(0);
  await expect(guide.getByRole("region", { name: "Days away" })).toHaveCount(0);
  await guide.goto(`/tours/${far.tourId}`);
  await expect(h1(guide, "Tour not found")).toBeVisible();
  await guide.goto(`/tours/${near.tourId}`);
  await expect(h1(guide, nearTitle)).toBeVisible();
  await expect(guide.getByRole("button", { name: "Withdraw from this tour" })).toHaveCount(0);
  await expect(guide.getByLabel("Guide for this tour")).toHaveCount(0);
  const guests = guide.getByRole("region", { name: `Guests of ${nearTitle}` });
  await expect(guests.getByText("0 of 1 checked in")).toBeVisible({ timeout: 20_000 });
  await guests.getByRole("button", { name: "Check in Ann Guest" }).click();
  const annForm = guide.getByRole("form", { name: "Check in Ann Guest" });
  await annForm.getByLabel("State ID").check();
  await annForm.getByRole("button", { name: "Check in Ann Guest" }).click();
  await expect(guests.getByText("1 of 1 checked in")).toBeVisible();
  await guide.goto("/earnings");
  await expect(h1(guide, "Access Denied")).toBeVisible();
  await expect(guide).toHaveURL(/\/today$/);
  await guide.goto("/profile");
  await expect(guide.getByRole("main")).toContainText(`You work for ${businessName} as guide.`);

  // 6. The owner closes a week on the calendar and withdraws from the far tour.
  const today = new Date();
  const first = addDays(today, 10);
  const last = addDays(first, 6);
  await page.setViewportSize(PHONE[0]);
  await page.goto("/calendar");
  await expect(h1(page, "Calendar")).toBeVisible();
  const daysAway = page.getByRole("region", { name: "Days away" });
  await daysAway.getByLabel("First day").fill(format(first, "yyyy-MM-dd"));
  await daysAway.getByLabel("Last day").fill(format(last, "yyyy-MM-dd"));
  await daysAway.getByLabel("Note (optional)").fill("Harvest");
  await daysAway.getByRole("button", { name: "Close these days" }).click();
  await expect(
    daysAway.getByRole("list", { name: "Your days away" }).getByRole("listitem"),
  ).toContainText(/^Away \w{3} \d{1,2}–(\w{3} )?\d{1,2}: Harvest/);
  for (let i = 0; i < differenceInCalendarMonths(first, today); i++) {
    await page.getByRole("button", { name: "Next month" }).click();
  }
  await expect(
    page.getByRole("button", {
      name: new RegExp(`^${format(first, "EEEE, MMMM d")}.*, Away .*: Harvest$`),
    }),
  ).toBeVisible();

  await page.goto(`/tours/${far.tourId}`);
  await expect(h1(page, farTitle)).toBeVisible();
  await page.getByRole("button", { name: "Withdraw from this tour" }).click();
  const dialog = page.getByRole("dialog", { name: "Withdraw from this tour" });
  await expect(dialog).toContainText("you are released at once");
  await dialog.getByLabel("Why can you no longer run it?").fill("Harvest week: no one to lead it.");
  await dialog.getByRole("button", { name: "Withdraw now" }).click();
  await expect(toast(page, "You are released from this tour.")).toBeVisible();
  await expect(
    page.getByRole("status").filter({ hasText: "This tour was cancelled" }),
  ).toContainText("Harvest week: no one to lead it.");

  // 7. The owner removes the bookkeeper: she is signed out at her next step.
  await page.setViewportSize(viewports[0]);
  await page.goto("/team");
  await member(bookkeeper.email).getByRole("button", { name: "Remove Bea Books" }).click();
  const remove = page.getByRole("dialog", { name: "Remove Bea Books from the team?" });
  await expect(remove).toContainText("They lose access at once");
  await remove.getByRole("button", { name: "Remove member" }).click();
  await expect(toast(page, "Bea Books no longer has access.")).toBeVisible();
  await expect(members.getByRole("listitem")).toHaveCount(2);
  await books.goto("/earnings");
  await expect(books).toHaveURL(/\/auth/, { timeout: 20_000 });

  await guide.context().close();
  await books.context().close();
});

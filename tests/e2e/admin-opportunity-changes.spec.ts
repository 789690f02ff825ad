import { randomUUID } from "node:crypto";
import { type Browser, expect, type Page, test } from "@playwright/test";
import { addDays, format, setHours, startOfHour } from "date-fns";
import { createCompletePartner, demo, signIn } from "./support/accounts.ts";
import { apiAs } from "./support/api.ts";
import { captureThemes, h1 } from "./support/capture.ts";

// Dialogs captured at two widths in both themes with axe runs, a second browser context for the partner.
test.describe.configure({ timeout: 180_000 });

type Api = Awaited<ReturnType<typeof apiAs>>;

const toast = (page: Page, text: string | RegExp) => page.getByRole("status").getByText(text);

/**
 * An opportunity created by the admin through the API, `partner` assigned when given; `date`'s
 * day and time are taken as the time on Ukiah's clock, as the admin form sends it.
 */
async function createOpportunity(title: string, date: Date, partnersNeeded: number, partner?: Api) {
  const admin = await apiAs(demo.admin);
  const opportunity = await admin.call<{ id: string }>("POST", "/api/admin/opportunities", {
    title,
    description: "A walk through the drying barn.",
    location: "Ukiah, CA",
    date: format(date, "yyyy-MM-dd'T'HH:mm"),
    baseRate: "300.00",
    partnersNeeded,
    ...(partner ? { assignedPartners: [partner.userId] } : {}),
  });
  return { admin, id: opportunity.id };
}

/** The partner bids on the opportunity; the admin accepts when `accept`. */
async function bid(admin: Api, partner: Api, opportunityId: string, accept: boolean) {
  const placed = await partner.call<{ id: string }>("POST", "/api/bids", {
    opportunityId,
    amount: "320",
  });
  if (accept) await admin.call("PUT", `/api/admin/bids/${placed.id}`, { status: "accepted" });
}

/** Opportunity Management as the admin, searched down to the one card. */
async function openCard(page: Page, title: string) {
  await signIn(page, demo.admin, "/admin/opportunities");
  // The first visit compiles the admin screens on the development server.
  await expect(h1(page, "Opportunity Management")).toBeVisible({ timeout: 30_000 });
  await page.getByLabel("Search opportunities").fill(title);
  const card = page.getByRole("article", { name: title });
  await expect(card).toBeVisible();
  return card;
}

/** A page of its own (its own session) for the partner. */
async function partnerPage(browser: Browser, account: { email: string; password: string }) {
  const page = await (await browser.newContext()).newPage();
  await signIn(page, account);
  return page;
}

test("an admin moves an awarded tour to a new date and the assigned partner sees it on the calendar", async ({
  page,
  browser,
  request,
}) => {
  const { account, partner } = await createCompletePartner({
    firstName: "Noor",
    lastName: "Haddad",
    businessName: "Haddad Farm Tours",
    businessType: "Outdoor Farm",
    businessLocation: "8 Orchard Lane, Ukiah, CA",
  });
  const title = `Barn walk ${randomUUID().slice(0, 6)}`;
  const firstDate = startOfHour(setHours(addDays(new Date(), 20), 10));
  const newDate = startOfHour(setHours(addDays(new Date(), 23), 16));
  const { admin, id } = await createOpportunity(title, firstDate, 1, partner);
  await bid(admin, partner, id, true);

  const card = await openCard(page, title);
  await card.getByRole("button", { name: "Edit" }).click();
  const edit = page.getByRole("dialog", { name: "Edit Opportunity" });
  await expect(edit.getByLabel("Title", { exact: true })).toHaveValue(title);
  await expect(edit.getByLabel("Date and time")).toHaveValue(
    format(firstDate, "yyyy-MM-dd'T'HH:mm"),
  );
  await expect(edit.getByRole("note")).toContainText("This opportunity is awarded.");
  await captureThemes(page, "admin-opportunities-edit", edit.getByLabel("Title", { exact: true }));

  // What was agreed stays: the server's reason is shown.
  await edit.getByLabel("Base rate").fill("999");
  await edit.getByRole("button", { name: "Save Changes" }).click();
  await expect(
    page
      .getByRole("alert")
      .getByText(
        "Failed to update opportunity. This opportunity is awarded: base rate can no longer change.",
      ),
  ).toBeVisible();
  await edit.getByLabel("Base rate").fill("300.00");
  await edit.getByLabel("Date and time").fill(format(newDate, "yyyy-MM-dd'T'HH:mm"));
  await edit.getByRole("button", { name: "Save Changes" }).click();
  await expect(toast(page, "Opportunity updated successfully!")).toBeVisible();
  await expect(edit).toBeHidden();
  // On the tour's clock (Ukiah's), with its abbreviation.
  await expect(
    card.getByText(new RegExp(`^${format(newDate, "MMM d, yyyy h:mm a")} P[SD]T$`)),
  ).toBeVisible();

  // The partner: the calendar's sidebar shows the new date and time.
  const partnerView = await partnerPage(browser, account);
  await partnerView.goto("/calendar");
  await expect(h1(partnerView, "Calendar")).toBeVisible();
  const item = partnerView
    .getByRole("region", { name: "Upcoming Tours" })
    .getByRole("listitem")
    .filter({ hasText: title });
  await expect(item).toContainText(new RegExp(`${format(newDate, "MMM d, yyyy")} 4:00 PM P[SD]T`));
  await expect(item).toContainText(/Moved to .* 4:00 PM P[SD]T \(was .* 10:00 AM P[SD]T\)/);

  // And the subscribed feed: the same event, at the new time.
  const { url } = await partner.call<{ url: string }>("GET", "/api/calendar/feed-url");
  const feed = await (await request.get(url)).text();
  const [tour] = await partner.call<{ date: string }[]>("GET", "/api/tours/upcoming");
  const utc = new Date(tour?.date ?? "")
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}/, "");
  expect(feed).toContain(`DTSTART:${utc}`);
  await partnerView.context().close();
});

test("an admin cancels a tour with bids and the bidder sees the declined bid with the reason", async ({
  page,
  browser,
}) => {
  const stamp = randomUUID().slice(0, 6);
  const winner = await createCompletePartner({
    firstName: "Ivo",
    lastName: `Winner${stamp}`,
    businessName: `Ivo ${stamp} Farms`,
    businessType: "Outdoor Farm",
    businessLocation: "1 Ridge Road, Ukiah, CA",
  });
  const bidder = await createCompletePartner({
    firstName: "Mae",
    lastName: `Bidder${stamp}`,
    businessName: `Mae ${stamp} Gardens`,
    businessType: "Outdoor Farm",
    businessLocation: "2 Ridge Road, Ukiah, CA",
  });
  const title = `Harvest supper ${stamp}`;
  const reason = "The client moved the retreat to the spring.";
  const { admin, id } = await createOpportunity(
    title,
    startOfHour(setHours(addDays(new Date(), 15), 11)),
    // Two partners needed: one accepted (a scheduled tour), one still pending.
    2,
  );
  await bid(admin, winner.partner, id, true);
  await bid(admin, bidder.partner, id, false);

  const upcoming = () =>
    winner.partner
      .call<{ title: string }[]>("GET", "/api/tours/upcoming")
      .then((tours) => tours.map((tour) => tour.title));
  expect(await upcoming()).toContain(title);

  const card = await openCard(page, title);
  await card.getByRole("button", { name: "Cancel", exact: true }).click();
  const dialog = page.getByRole("dialog", { name: "Cancel Opportunity" });
  await dialog.getByRole("button", { name: "Cancel Opportunity" }).click();
  await expect(dialog.getByLabel("Reason for cancelling")).toHaveAccessibleDescription(
    "Please give a reason for cancelling this opportunity",
  );
  await dialog.getByLabel("Reason for cancelling").fill(reason);
  await captureThemes(
    page,
    "admin-opportunities-cancel",
    dialog.getByLabel("Reason for cancelling"),
  );
  await dialog.getByRole("button", { name: "Cancel Opportunity" }).click();
  await expect(toast(page, "Opportunity cancelled.")).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(card.getByText("Cancelled", { exact: true })).toBeVisible();
  await expect(card).toContainText(`Cancelled: ${reason}`);
  await expect(card.getByRole("button", { name: "Edit" })).toHaveCount(0);
  await captureThemes(page, "admin-opportunities-cancelled", card);

  // The bidder: My Bids shows the bid declined, with the reason.
  const bidderView = await partnerPage(browser, bidder.account);
  await expect(h1(bidderView, "Welcome back!")).toBeVisible({ timeout: 30_000 });
  const row = bidderView
    .getByRole("region", { name: "My Bids" })
    .getByRole("listitem")
    .filter({ has: bidderView.getByRole("heading", { name: title }) });
  await expect(row).toContainText("Cancelled");
  await expect(row).toContainText(`Cancelled by the organiser: ${reason}`);
  await bidderView.context().close();

  // The accepted partner's tour is cancelled: still on their schedule, marked so with the reason.
  const [kept] = (
    await winner.partner.call<{ title: string; status: string; cancellationReason: string }[]>(
      "GET",
      "/api/tours/upcoming",
    )
  ).filter((tour) => tour.title === title);
  expect(kept).toMatchObject({ status: "cancelled", cancellationReason: reason });
});

test("an admin duplicates a tour into a new draft, and saves and uses a template", async ({
  page,
}) => {
  const stamp = randomUUID().slice(0, 6);
  const title = `Greenhouse morning ${stamp}`;
  await createOpportunity(title, startOfHour(setHours(addDays(new Date(), 12), 9)), 1);

  const card = await openCard(page, title);
  await card.getByRole("button", { name: "Duplicate" }).click();
  const draft = page.getByRole("dialog", { name: "Duplicate Opportunity" });
  await expect(draft.getByLabel("Title", { exact: true })).toHaveValue(title);
  await expect(draft.getByLabel("Location", { exact: true })).toHaveValue("Ukiah, CA");
  await expect(draft.getByLabel("Base rate")).toHaveValue("300.00");
  await captureThemes(
    page,
    "admin-opportunities-duplicate",
    draft.getByLabel("Title", { exact: true }),
  );
  const copyTitle = `Greenhouse afternoon ${stamp}`;
  await draft.getByLabel("Title", { exact: true }).fill(copyTitle);
  await draft.getByRole("button", { name: "Create Opportunity" }).click();
  await expect(toast(page, "Opportunity created successfully!")).toBeVisible();
  await expect(draft).toBeHidden();
  await page.getByLabel("Search opportunities").fill(stamp);
  const copy = page.getByRole("article", { name: copyTitle });
  await expect(copy).toBeVisible();
  await expect(copy).toContainText("Ukiah, CA");
  await expect(copy).toContainText("$300");
  await expect(page.getByRole("article", { name: title })).toBeVisible();

  // Save as Template, then New from Template: the date is left to choose.
  await page
    .getByRole("article", { name: title })
    .getByRole("button", { name: "Save as Template" })
    .click();
  const save = page.getByRole("dialog", { name: "Save as Template" });
  const templateName = `Morning template ${stamp}`;
  await save.getByLabel("Template name").fill(templateName);
  await save.getByRole("button", { name: "Save Template" }).click();
  await expect(toast(page, "Template saved.")).toBeVisible();

  await page.getByRole("button", { name: "New from Template" }).click();
  const picker = page.getByRole("dialog", { name: "New from Template" });
  await captureThemes(page, "admin-opportunities-templates", picker.getByText(templateName));
  await picker.getByRole("button", { name: `Use ${templateName}` }).click();
  const fromTemplate = page.getByRole("dialog", { name: "New from Template" });
  await expect(fromTemplate.getByLabel("Title", { exact: true })).toHaveValue(title);
  await expect(fromTemplate.getByLabel("Date and time")).toHaveValue("");
  const templateTitle = `Greenhouse evening ${stamp}`;
  await fromTemplate.getByLabel("Title", { exact: true }).fill(templateTitle);
  await fromTemplate
    .getByLabel("Date and time")
    .fill(format(startOfHour(setHours(addDays(new Date(), 40), 18)), "yyyy-MM-dd'T'HH:mm"));
  await fromTemplate.getByRole("button", { name: "Create Opportunity" }).click();
  await expect(toast(page, "Opportunity created successfully!")).toBeVisible();
  await expect(page.getByRole("article", { name: templateTitle })).toBeVisible();
});

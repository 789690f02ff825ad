import { expect as baseExpect, type Page, test } from "@playwright/test";
import { createCompletePartner, demo, signIn } from "./support/accounts.ts";
import { apiAs } from "./support/api.ts";
import { capture, h1, h2 } from "./support/capture.ts";
import { licensePartner } from "./support/licences.ts";

// Two captures at two widths with axe runs, a search round trip and a bid through the API.
test.describe.configure({ timeout: 150_000 });

const DAY = 86_400_000;

// Each wait is for a condition; the room is for a machine busy with other stacks.
const expect = baseExpect.configure({ timeout: 15_000 });

/** Three open opportunities as the admin makes them: one of each priority and type used. */
async function createOpportunities(word: string) {
  const admin = await apiAs(demo.admin);
  const create = (days: number, fields: Record<string, unknown>) =>
    admin.call<{ id: string; title: string }>("POST", "/api/admin/opportunities", {
      date: new Date(Date.now() + days * DAY).toISOString(),
      ...fields,
    });
  return {
    orchard: await create(30, {
      title: `${word} Orchard Walk`,
      description: "Walk the sun-grown rows at harvest, then meet the growers for questions.",
      location: "Healdsburg, CA",
      tourType: "farm",
      priority: "high",
      baseRate: "180.00",
      duration: 3,
      groupSize: 12,
      requirements: ["Cannabis license required", "Photography allowed"],
    }),
    storefront: await create(31, {
      title: `${word} Storefront Tour`,
      description: "A behind-the-counter look at a busy dispensary.",
      location: "Oakland, CA",
      tourType: "dispensary",
      priority: "regular",
      baseRate: "95.50",
    }),
    lab: await create(32, {
      title: `${word} Extraction Lab`,
      description: `Solventless rosin pressing, with a ${word}-terpene tasting.`,
      location: "Sacramento, CA",
      tourType: "processor",
      priority: "low",
      baseRate: "240.00",
    }),
  };
}

const search = (page: Page) => page.getByRole("searchbox", { name: "Search opportunities" });
const countBadge = (page: Page) => page.getByText(/^\d+ opportunit(y|ies)$/);
const card = (page: Page, title: string) => page.getByRole("article", { name: title });
const cardTitles = (page: Page) => page.getByRole("article").getByRole("heading", { level: 2 });

test("a partner searches, filters and bids on an opportunity with two add-ons", async ({
  page,
}) => {
  // One made-up word that only this test's opportunities contain.
  const word = `Quill${Date.now().toString(36)}`;
  const { orchard, storefront, lab } = await createOpportunities(word);
  const { account, partner } = await createCompletePartner({
    firstName: "Juniper",
    lastName: "Hale",
    businessName: "Juniper Hale Farms",
    businessType: "Outdoor Farm",
    businessLocation: "5 Ridge Road, Willits, CA",
  });
  // The orchard requires a cannabis licence: Juniper holds an approved California one.
  await licensePartner(account, "CA");
  await signIn(page, account);

  await page
    .getByRole("navigation", { name: "Main" })
    .getByRole("link", { name: "Opportunities" })
    .click();
  await expect(h1(page, "Opportunities")).toBeVisible();
  await expect(countBadge(page)).toBeVisible();

  // Search over titles (and, for the lab, its description), then the two filters.
  await search(page).fill(word.toLowerCase());
  await expect(countBadge(page)).toHaveText("3 opportunities");
  await expect(cardTitles(page)).toHaveText([orchard.title, storefront.title, lab.title]);
  await expect(page).toHaveURL(new RegExp(`\\?q=${word.toLowerCase()}$`));

  await page.getByLabel("Type").selectOption({ label: "Dispensary" });
  await expect(countBadge(page)).toHaveText("1 opportunity");
  await expect(cardTitles(page)).toHaveText([storefront.title]);

  await page.getByLabel("Priority").selectOption({ label: "Low Priority" });
  await expect(
    page.getByText("No opportunities match your filters. Try adjusting your search criteria."),
  ).toBeVisible();
  await expect(countBadge(page)).toHaveText("0 opportunities");

  await page.getByLabel("Type").selectOption({ label: "All Types" });
  await expect(cardTitles(page)).toHaveText([lab.title]);
  await search(page).fill(`${word}-terpene`);
  await expect(countBadge(page)).toHaveText("1 opportunity");
  await expect(card(page, lab.title).getByText("Low Priority")).toBeVisible();

  // Reload and Back keep the search and filters, which live in the address once typing pauses.
  await expect(page).toHaveURL(/\?q=[^&]+-terpene&priority=low$/);
  await page.reload();
  await expect(search(page)).toHaveValue(`${word}-terpene`);
  await expect(page.getByLabel("Priority")).toHaveValue("low");
  await expect(cardTitles(page)).toHaveText([lab.title]);
  await page.getByLabel("Priority").selectOption({ label: "All Priorities" });
  await search(page).fill(word);
  await expect(countBadge(page)).toHaveText("3 opportunities");
  await expect(page).toHaveURL(new RegExp(`\\?q=${word}$`));
  await page.goBack();
  await expect(page.getByLabel("Priority")).toHaveValue("low");
  await page.goForward();
  await expect(page.getByLabel("Priority")).toHaveValue("all");
  await expect(countBadge(page)).toHaveText("3 opportunities");

  const orchardCard = card(page, orchard.title);
  await expect(orchardCard.getByText("High Priority")).toBeVisible();
  await expect(orchardCard.getByText("Healdsburg, CA · Farm")).toBeVisible();
  await expect(orchardCard.getByText("12 guests")).toBeVisible();
  await expect(orchardCard.getByText("3 hours")).toBeVisible();
  await expect(orchardCard.getByText("Photography allowed")).toBeVisible();
  await expect(orchardCard.getByText("$180", { exact: true })).toBeVisible();
  await capture(page, "opportunities", orchardCard);

  // The dialog: no amount is refused; two add-ons and an amount make the total.
  await orchardCard.getByRole("button", { name: "Submit Bid" }).click();
  const dialog = page.getByRole("dialog", { name: "Submit Your Bid" });
  await expect(dialog.getByText(orchard.title)).toBeVisible();
  await expect(dialog.getByText("Base rate: $180")).toBeVisible();
  await dialog.getByRole("button", { name: "Submit Bid" }).click();
  await expect(dialog.getByText("Please enter a valid bid amount.")).toBeVisible();
  await capture(page, "bid-dialog", h2(page, "Submit Your Bid"));

  await dialog.getByRole("spinbutton", { name: "Bid amount" }).fill("150.25");
  await dialog.getByRole("checkbox", { name: /Transportation included/ }).check();
  await dialog.getByRole("checkbox", { name: /Professional photos/ }).check();
  const total = dialog.getByRole("status", { name: "Total bid" });
  await expect(total).toHaveText("$300.25");
  await expect(dialog.getByText("Please enter a valid bid amount.")).toBeHidden();
  await dialog.getByLabel("Cover letter").fill("We farm these hills and would love to host.");
  await dialog.getByRole("button", { name: "Submit Bid" }).click();

  await expect(page.getByText("Your bid has been submitted successfully!")).toBeVisible();
  await expect(dialog).toBeHidden();
  const submitted = orchardCard.getByRole("button", { name: "Bid submitted" });
  await expect(submitted).toBeDisabled();
  await expect(orchardCard.getByText("Your bid:")).toContainText("pending");
  await expect(
    card(page, storefront.title).getByRole("button", { name: "Submit Bid" }),
  ).toBeEnabled();

  // Behind the screen: the stored bid is the base plus both add-ons.
  const bids = await partner.call<{
    items: Array<{
      opportunityId: string;
      amount: string;
      message: string;
      addOns: { id: string; label: string; price: string }[];
      status: string;
    }>;
  }>("GET", "/api/bids");
  expect(bids.items).toEqual([
    expect.objectContaining({
      opportunityId: orchard.id,
      amount: "300.25",
      message: "We farm these hills and would love to host.",
      addOns: [
        { id: "transportation", label: "Transportation included", price: "50.00" },
        { id: "photos", label: "Professional photos", price: "100.00" },
      ],
      status: "pending",
    }),
  ]);

  // A reload still shows the bid on the card (it comes from the server, not local state),
  // and the list reads as well in the dark theme.
  await page.emulateMedia({ colorScheme: "dark" });
  await page.reload();
  const afterReload = card(page, orchard.title).getByRole("button", { name: "Bid submitted" });
  await expect(afterReload).toBeDisabled();
  await capture(page, "opportunities-dark", afterReload);
});

test("the whole list reads well, and a long search result comes in pages", async ({ page }) => {
  const word = `Pager${Date.now().toString(36)}`;
  const admin = await apiAs(demo.admin);
  // Far ahead, so these stay behind other tests' sooner opportunities.
  for (let n = 1; n <= 13; n += 1) {
    await admin.call("POST", "/api/admin/opportunities", {
      title: `${word} Tour ${String(n).padStart(2, "0")}`,
      location: "Eureka, CA",
      date: new Date(Date.now() + (300 + n) * DAY).toISOString(),
      baseRate: "120.00",
    });
  }

  await signIn(page, demo.partner, "/opportunities");
  await expect(countBadge(page)).toBeVisible();
  await expect(page.getByRole("article").first()).toBeVisible();
  await capture(page, "opportunities-all", page.getByRole("article").first());

  await search(page).fill(word);
  await expect(countBadge(page)).toHaveText("13 opportunities");
  await expect(page.getByText("Page 1 of 2")).toBeVisible();
  await expect(page.getByRole("article")).toHaveCount(12);
  await expect(page.getByRole("button", { name: "Previous" })).toBeDisabled();

  await page.getByRole("button", { name: "Next" }).click();
  await expect(page.getByText("Page 2 of 2")).toBeVisible();
  await expect(cardTitles(page)).toHaveText([`${word} Tour 13`]);
  await expect(countBadge(page)).toHaveText("13 opportunities");
  await expect(page).toHaveURL(new RegExp(`\\?q=${word}&page=2$`));

  await page.goBack();
  await expect(page.getByText("Page 1 of 2")).toBeVisible();
  await expect(cardTitles(page).first()).toHaveText(`${word} Tour 01`);
});

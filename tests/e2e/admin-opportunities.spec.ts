import { expect, type Locator, type Page, test } from "@playwright/test";
import { addDays, format } from "date-fns";
import { ownerPool } from "../support/db-callers.ts";
import { createCompletePartner, demo, signIn } from "./support/accounts.ts";
import { apiAs } from "./support/api.ts";
import { captureThemes, h1 } from "./support/capture.ts";

// A whole story across dialogs, each captured at two widths in both themes with an axe run.
test.describe.configure({ timeout: 180_000 });

interface Bid {
  id: string;
  amount: string;
}

interface AdminUserPage {
  items: { email: string; totalTours: number; totalRevenue: string }[];
}

/** A new partner with a complete business profile, signed up through the API. */
const completePartner = (firstName: string, lastName: string, businessName: string) =>
  createCompletePartner({
    firstName,
    lastName,
    businessName,
    businessType: "Outdoor Farm",
    businessLocation: "12 Ridge Road, Humboldt, CA",
  });

const toast = (page: Page, text: string) => page.getByRole("status").getByText(text);

async function expectMessage(dialog: Locator, label: string, message: string) {
  await expect(dialog.getByLabel(label, { exact: true })).toHaveAccessibleDescription(
    new RegExp(message.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")),
  );
}

test("an admin creates an opportunity, assigns two partners, compares their bids, accepts one and completes the tour", async ({
  page,
}) => {
  const stamp = Date.now().toString(36);
  const marker = `Story${stamp}`;
  const title = `Sunset harvest walk ${stamp}`;
  const winner = await completePartner("Wren", marker, `Wren ${marker} Farms`);
  const other = await completePartner("Otto", marker, `Otto ${marker} Gardens`);
  const tourDate = addDays(new Date(), 30);
  tourDate.setHours(15, 0, 0, 0);

  await signIn(page, demo.admin, "/admin/opportunities");
  // The first visit compiles the admin screens on the development server.
  await expect(h1(page, "Opportunity Management")).toBeVisible({ timeout: 30_000 });

  // The create dialog: empty, then out of every range, then right.
  await page.getByRole("button", { name: "New Opportunity" }).click();
  const create = page.getByRole("dialog", { name: "New Opportunity" });
  await expect(create.getByLabel("Duration (hours)")).toHaveValue("3");
  await expect(create.getByLabel("Group size")).toHaveValue("8");
  await expect(create.getByLabel("Max bids")).toHaveValue("10");
  await expect(create.getByLabel("Location radius (miles)")).toHaveValue("50");
  await expect(create.getByLabel("Waiver guests sign")).toHaveValue("");
  await captureThemes(page, "admin-opportunities-create", create);
  const submit = create.getByRole("button", { name: "Create Opportunity" });
  await submit.click();
  await expectMessage(create, "Title", "Title is required");
  await expectMessage(create, "Location", "Location is required");
  await expectMessage(create, "Date and time", "Date is required");
  await expectMessage(create, "Base rate", "Base rate is required");
  await expect(create.getByLabel("Title", { exact: true })).toBeFocused();

  await create.getByLabel("Title", { exact: true }).fill(title);
  await create.getByLabel("Location", { exact: true }).fill("Healdsburg, CA");
  await create.getByLabel("Date and time").fill(format(tourDate, "yyyy-MM-dd'T'HH:mm"));
  await create.getByLabel("Base rate").fill("400");
  await create.getByLabel("Duration (hours)").fill("13");
  await create.getByLabel("Group size").fill("51");
  await create.getByLabel("Max bids").fill("0");
  await create.getByLabel("Location radius (miles)").fill("501");
  await create.getByLabel("Client email").fill("not-an-email");
  await submit.click();
  await expectMessage(create, "Duration (hours)", "Duration must be between 1 and 12 hours");
  await expectMessage(create, "Group size", "Group size must be between 1 and 50");
  await expectMessage(create, "Max bids", "Max bids must be between 1 and 100");
  await expectMessage(
    create,
    "Location radius (miles)",
    "Location radius must be between 5 and 500 miles",
  );
  await expectMessage(create, "Client email", "Please enter a valid email address");

  await create.getByLabel("Duration (hours)").fill("4");
  await create.getByLabel("Group size").fill("12");
  await create.getByLabel("Max bids").fill("20");
  await create.getByLabel("Location radius (miles)").fill("75");
  await create.getByLabel("Client email").fill("events@client.test");
  await create.getByLabel("Priority").selectOption({ label: "High Priority" });
  await create.getByLabel("Wheelchair accessible").check();
  await create.getByLabel("Requirements", { exact: true }).fill("Closed-toe shoes");
  await create.getByLabel("Requirements", { exact: true }).press("Enter");
  await expect(create.getByRole("button", { name: "Remove Closed-toe shoes" })).toBeVisible();
  await create
    .getByLabel("Waiver guests sign")
    .selectOption({ label: "Guest Release of Liability (version 1.0)" });
  await submit.click();
  await expect(toast(page, "Opportunity created successfully!")).toBeVisible();
  await expect(create).toBeHidden();

  const card = page.getByRole("article", { name: title });
  await expect(card).toBeVisible();
  await expect(card.getByText("High Priority")).toBeVisible();
  await expect(card.getByText("Open", { exact: true })).toBeVisible();
  // The time typed is Healdsburg's, shown on its clock with the abbreviation.
  await expect(
    card.getByText(new RegExp(`^${format(tourDate, "MMM d, yyyy h:mm a")} P[SD]T$`)),
  ).toBeVisible();
  await expect(card.getByText("4 hours")).toBeVisible();
  await expect(card.getByText("12 guests")).toBeVisible();
  await expect(card.getByText("$400")).toBeVisible();
  await expect(card.getByText("0 of 1 needed")).toBeVisible();
  // Its guests sign the waiver chosen, not the platform's default.
  const waivers = ownerPool(1);
  const { rows: named } = await waivers.query(
    `select w.document_id from public.opportunity_waivers w
     join public.opportunities o on o.id = w.opportunity_id where o.title = $1`,
    [title],
  );
  await waivers.end();
  expect(named).toEqual([{ document_id: "5eed0000-0000-4000-b000-000000000003" }]);
  await captureThemes(page, "admin-opportunities", card);

  // Assign the two partners, found by search; reopening shows them checked.
  await card.getByRole("button", { name: "Assign Partners" }).click();
  const assign = page.getByRole("dialog", { name: "Assign Partners" });
  await assign.getByLabel("Search partners").fill(marker);
  // The full list; the best matches above it repeat some partners with why they match.
  const all = assign.getByRole("region", { name: "All eligible partners" });
  const winnerBox = all.getByRole("checkbox", { name: new RegExp(`Wren ${marker}`) });
  const otherBox = all.getByRole("checkbox", { name: new RegExp(`Otto ${marker}`) });
  await expect(winnerBox).toHaveAccessibleName(/Outdoor Farm · 12 Ridge Road, Humboldt, CA/);
  await winnerBox.check();
  await otherBox.check();
  await expect(assign.getByText("2 selected")).toBeVisible();
  await captureThemes(page, "admin-opportunities-assign", assign);
  await assign.getByRole("button", { name: "Save Assignment" }).click();
  await expect(toast(page, "Opportunity assigned successfully!")).toBeVisible();
  await expect(assign).toBeHidden();
  await expect(card.getByText("2 partners")).toBeVisible();
  await card.getByRole("button", { name: "Assign Partners" }).click();
  await assign.getByLabel("Search partners").fill(marker);
  await expect(winnerBox).toBeChecked();
  await expect(otherBox).toBeChecked();
  // Assigned now, both are among the best matches, each with why.
  const best = assign.getByRole("region", { name: "Best matches" });
  await expect(
    best.getByRole("checkbox", { name: new RegExp(`Wren ${marker}`) }),
  ).toHaveAccessibleName(/assigned · Outdoor Farm/);
  await expect(best.getByRole("checkbox", { name: new RegExp(`Otto ${marker}`) })).toBeChecked();
  await assign.getByRole("button", { name: "Cancel" }).click();

  // The partners bid, with add-ons: the amount is the total (product §3).
  const opportunities = await apiAs(demo.admin);
  const { items } = await opportunities.call<{ items: { id: string; title: string }[] }>(
    "GET",
    "/api/admin/opportunities?pageSize=100",
  );
  const opportunityId = items.find((item) => item.title === title)?.id;
  const winnerBid = await winner.partner.call<Bid>("POST", "/api/bids", {
    opportunityId,
    amount: "570.50",
    message: "Twelve years of guiding in the valley.",
    additionalServices: ["transportation", "photos"],
  });
  const otherBid = await other.partner.call<Bid>("POST", "/api/bids", {
    opportunityId,
    amount: "415",
    message: "Happy to host.",
    additionalServices: ["refreshments"],
  });
  expect([winnerBid.amount, otherBid.amount]).toEqual(["570.50", "415.00"]);

  // A fresh look at the list; on the way, the partner's row on /admin/users (0 tours) is read
  // into the app's cache, which completing the tour must refresh.
  await page.reload();
  await expect(card.getByRole("button", { name: "Bids (2)" })).toBeVisible();
  await usersPageRow(page, winner.account.email, `Wren ${marker}`, ["0", "$0"]);
  await page
    .getByRole("navigation", { name: "Main" })
    .getByRole("link", { name: "Admin", exact: true })
    .click();
  await page.getByRole("link", { name: "Create Opportunities" }).click();

  // The opportunities with bids waiting for a decision, narrowed by search: this one. The
  // filters stay in the address.
  await page.getByLabel("Bids to review").check();
  await page.getByLabel("Search opportunities").fill(stamp);
  await expect(page.getByRole("status", { name: "Matching opportunities" })).toHaveText(
    "1 opportunity",
  );
  await expect(page).toHaveURL(new RegExp(`search=${stamp}.*review=1|review=1.*search=${stamp}`));

  // Side by side, with the totals and their breakdowns.
  await card.getByRole("button", { name: "Bids (2)" }).click();
  const bids = page.getByRole("dialog", { name: `Bids for ${title}` });
  const winnerCard = bids.getByRole("article", { name: `Wren ${marker}` });
  const otherCard = bids.getByRole("article", { name: `Otto ${marker}` });
  await expect(winnerCard.getByText("$570.50")).toBeVisible();
  await expect(winnerCard.getByRole("listitem")).toHaveText([
    "Base amount$420.50",
    "Transportation included+$50",
    "Professional photos+$100",
  ]);
  await expect(otherCard.getByText("$415")).toBeVisible();
  await expect(otherCard.getByRole("listitem")).toHaveText([
    "Base amount$390",
    "Refreshments provided+$25",
  ]);
  await expect(bids.getByText("No tours yet. Accepting a bid schedules one.")).toBeVisible();
  await captureThemes(page, "admin-opportunities-bids", winnerCard);

  // Accept one: the other is declined, the tour is scheduled.
  await winnerCard.getByRole("button", { name: "Accept" }).click();
  const question = page.getByRole("dialog", { name: "Accept this bid?" });
  await expect(question).toContainText("It declines the other bid; that partner is told.");
  await captureThemes(page, "admin-accept-bid", question);
  await question.getByRole("button", { name: "Accept Bid" }).click();
  await expect(toast(page, "Bid accepted. The tour is scheduled.")).toBeVisible();
  await expect(winnerCard.getByText("Accepted", { exact: true })).toBeVisible();
  await expect(otherCard.getByText("Declined", { exact: true })).toBeVisible();
  await expect(
    otherCard.getByText("Declined: Another partner was selected for this opportunity."),
  ).toBeVisible();
  await expect(otherCard.getByRole("button")).toHaveCount(0);
  // No bid waits any more, so the filtered list lets the card go; the dialog stays open.
  await expect(page.getByRole("status", { name: "Matching opportunities" })).toHaveText(
    "0 opportunities",
  );
  await expect(card).toBeHidden();
  await expect(bids).toBeVisible();
  const tour = bids.getByRole("listitem", { name: `Tour with Wren ${marker}` });
  await expect(tour.getByText("Scheduled", { exact: true })).toBeVisible();
  await expect(
    tour.getByText(new RegExp(`^${format(tourDate, "MMM d, yyyy h:mm a")} P[SD]T$`)),
  ).toBeVisible();
  await expect(tour.getByText("$570.50")).toBeVisible();

  // Not before the tour has started (the database's TP204): no Complete Tour yet, and why.
  await expect(tour.getByRole("button", { name: "Complete Tour" })).toHaveCount(0);
  await expect(tour.getByText(/^Can be completed once it starts, .* P[SD]T\.$/)).toBeVisible();
  // Time passes: the tour's start is now behind it; the list read again offers it.
  const pool = ownerPool(1);
  await pool.query(
    "update public.opportunities set date = now() - interval '1 hour', response_deadline = null where title = $1",
    [title],
  );
  await pool.end();
  await page.reload();
  await page.getByLabel("Bids to review").uncheck();
  await card.getByRole("button", { name: "Bids (2)" }).click();

  // Complete the tour: the client's price is required; then the price and a rating.
  await tour.getByRole("button", { name: "Complete Tour" }).click();
  const complete = page.getByRole("dialog", { name: "Complete Tour" });
  await complete.getByRole("button", { name: "Complete Tour" }).click();
  await expectMessage(
    complete,
    "Client's price",
    "The client's price is required to complete a tour",
  );
  await complete.getByLabel("Client's price").fill("612.25");
  await complete.getByLabel("Rating").selectOption({ label: "4 stars" });
  await complete.getByLabel("Feedback").fill("Guests loved the sunset.");
  // No guest was checked in on this tour: the admin says so before completing it.
  await complete.getByLabel("Complete it anyway: no guest was checked in on this tour").check();
  await complete.getByRole("button", { name: "Complete Tour" }).click();
  await expect(toast(page, "Tour completed.")).toBeVisible();
  await expect(complete).toBeHidden();
  await expect(tour.getByText("Completed", { exact: true })).toBeVisible();
  await expect(tour.getByText("$612.25")).toBeVisible();
  await expect(tour.getByText("4 of 5 stars")).toBeVisible();
  await expect(tour.getByRole("button")).toHaveCount(0);

  // The partner's totals moved: behind the screen, and on /admin/users without a reload. The
  // revenue is what the partner is owed, the agreed $570.50, not the tour's actual revenue.
  const users = await opportunities.call<AdminUserPage>(
    "GET",
    `/api/admin/users?search=${encodeURIComponent(winner.account.email)}`,
  );
  expect(users.items[0]).toMatchObject({ totalTours: 1, totalRevenue: "570.50" });
  await page.keyboard.press("Escape");
  await expect(bids).toBeHidden();
  await usersPageRow(page, winner.account.email, `Wren ${marker}`, ["1", "$570.50"]);
});

/** Goes to /admin/users through the app's own links, searches for a user, checks the figures. */
async function usersPageRow(page: Page, email: string, name: string, [tours, revenue]: string[]) {
  await page
    .getByRole("navigation", { name: "Main" })
    .getByRole("link", { name: "Admin", exact: true })
    .click();
  await page.getByRole("link", { name: "Manage Users" }).click();
  await page.getByLabel("Search users").fill(email);
  const row = page.getByRole("article", { name, exact: true });
  const figure = (term: string) => row.locator("dt", { hasText: term }).locator("+ dd");
  await expect(figure("Tours")).toHaveText(tours ?? "");
  await expect(figure("Revenue")).toHaveText(revenue ?? "");
}

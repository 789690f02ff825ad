import { expect as baseExpect, type Page, type Request, test } from "@playwright/test";
import { createCompletePartner, demo, signIn } from "./support/accounts.ts";
import { apiAs } from "./support/api.ts";

// A double click on a form's button is one submission: one request, one row, no error.
test.use({ viewport: { width: 390, height: 844 } });

// Each wait is for a condition; the room is for a machine busy with other stacks.
const expect = baseExpect.configure({ timeout: 15_000 });

const DAY = 86_400_000;

interface Page_<T> {
  items: T[];
  total: number;
}

/**
 * The writes the page sends to `path` (by method and path), and whether every one of them has
 * been answered, so a test can wait for a second request's answer before it counts.
 */
function watchWrites(page: Page, method: string, path: string) {
  const sent: Request[] = [];
  const answered = new Set<Request>();
  const matches = (request: Request) =>
    request.method() === method && new URL(request.url()).pathname.endsWith(path);
  page.on("request", (request) => {
    if (matches(request)) sent.push(request);
  });
  page.on("requestfinished", (request) => answered.add(request));
  page.on("requestfailed", (request) => answered.add(request));
  return {
    sent,
    settled: () => sent.length > 0 && sent.every((request) => answered.has(request)),
  };
}

test("a double-clicked Create Opportunity makes one opportunity, and partners see one card", async ({
  page,
}) => {
  const title = `Double click harvest ${Date.now().toString(36)}`;
  const when = new Date(Date.now() + 30 * DAY);
  when.setUTCHours(22, 0, 0, 0);
  const writes = watchWrites(page, "POST", "/api/admin/opportunities");

  await signIn(page, demo.admin);
  await page.goto("/admin/opportunities");
  await page.getByRole("button", { name: "New Opportunity" }).click();
  const create = page.getByRole("dialog", { name: "New Opportunity" });
  await create.getByLabel("Title", { exact: true }).fill(title);
  await create.getByLabel("Location", { exact: true }).fill("Healdsburg, CA");
  await create.getByLabel("Date and time").fill(when.toISOString().slice(0, 16));
  await create.getByLabel("Base rate").fill("400");
  await create.getByRole("button", { name: "Create Opportunity" }).dblclick();

  const created = page.getByRole("status").getByText("Opportunity created successfully!");
  await expect(created.first()).toBeVisible();
  await expect(create).toBeHidden();
  await expect.poll(writes.settled).toBe(true);
  expect(writes.sent).toHaveLength(1);
  await expect(page.getByRole("article", { name: title })).toHaveCount(1);

  // Behind the screen: one row for the admin, one card for a partner.
  const admin = await apiAs(demo.admin);
  const rows = await admin.call<Page_<{ title: string }>>(
    "GET",
    `/api/admin/opportunities?search=${encodeURIComponent(title)}`,
  );
  expect(rows.items.map((row) => row.title)).toEqual([title]);
  const partner = await apiAs(demo.partner);
  const cards = await partner.call<Page_<{ title: string }>>(
    "GET",
    `/api/opportunities/all?q=${encodeURIComponent(title)}`,
  );
  expect(cards.items.map((card) => card.title)).toEqual([title]);
});

test("a double-clicked Submit Bid makes one bid and shows no error", async ({ page }) => {
  const admin = await apiAs(demo.admin);
  const opportunity = await admin.call<{ id: string; title: string }>(
    "POST",
    "/api/admin/opportunities",
    {
      title: `Double click orchard ${Date.now().toString(36)}`,
      location: "Healdsburg, CA",
      tourType: "farm",
      date: new Date(Date.now() + 30 * DAY).toISOString(),
      baseRate: "180.00",
    },
  );
  const { account, partner } = await createCompletePartner({
    firstName: "Dana",
    lastName: "Twice",
    businessName: "Dana Twice Farms",
    businessType: "Outdoor Farm",
    businessLocation: "5 Ridge Road, Willits, CA",
  });
  const writes = watchWrites(page, "POST", "/api/bids");

  await signIn(page, account);
  await page.goto(`/opportunities?q=${encodeURIComponent(opportunity.title)}`);
  const card = page.getByRole("article", { name: opportunity.title });
  await card.getByRole("button", { name: "Submit Bid" }).click();
  const dialog = page.getByRole("dialog", { name: "Submit Your Bid" });
  await dialog.getByRole("spinbutton", { name: "Bid amount" }).fill("190");
  await dialog.getByRole("button", { name: "Submit Bid" }).dblclick();

  await expect(page.getByText("Your bid has been submitted successfully!").first()).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect.poll(writes.settled).toBe(true);
  expect(writes.sent).toHaveLength(1);
  // No error toast: a second bid refused (409) would have said so.
  await expect(page.getByRole("alert")).toHaveCount(0);
  await expect(card.getByRole("button", { name: "Bid submitted" })).toBeDisabled();

  const bids = await partner.call<Page_<{ opportunityId: string }>>("GET", "/api/bids");
  expect(bids.items.filter((bid) => bid.opportunityId === opportunity.id)).toHaveLength(1);
});

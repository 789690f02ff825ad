import { expect, type Page, test } from "@playwright/test";
import { demo, signIn } from "./support/accounts.ts";
import { apiAs } from "./support/api.ts";
import { capture, h1 } from "./support/capture.ts";

// Captures at two widths in two themes with axe runs.
test.describe.configure({ timeout: 150_000 });

async function inBothThemes(page: Page, name: string, ready: ReturnType<Page["getByRole"]>) {
  await capture(page, name, ready);
  await page.emulateMedia({ colorScheme: "dark" });
  await capture(page, `${name}-dark`, ready);
  await page.emulateMedia({ colorScheme: "light" });
}

const monthName = (key: string) => {
  const [year, month] = key.split("-").map(Number);
  return new Date(Date.UTC(year ?? 1970, (month ?? 1) - 1, 1)).toLocaleDateString("en-US", {
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  });
};

test("the seeded partner's Earnings draws paid and pending by month, with the same figures in a table", async ({
  page,
}) => {
  const partner = await apiAs(demo.partner);
  const earnings = await partner.call<{ months: { month: string; pending: string }[] }>(
    "GET",
    "/api/earnings",
  );
  await signIn(page, demo.partner, "/earnings");
  await expect(h1(page, "Earnings")).toBeVisible();
  const chart = page.getByRole("img", { name: "Paid and pending earnings by month" });
  await expect(chart).toBeVisible();
  await page.getByText("Figures as a table").first().click();
  const table = page.getByRole("table", { name: "Paid and pending earnings by month" });
  await expect(table.getByRole("row")).toHaveCount(13);
  const earned = earnings.months.find((month) => Number(month.pending) > 0);
  expect(earned, "the seed's completed tours are owed").toBeDefined();
  if (earned) {
    const dollars = Number(earned.pending).toLocaleString("en-US", { maximumFractionDigits: 2 });
    await expect(
      table.getByRole("row", { name: new RegExp(monthName(earned.month)) }),
    ).toContainText(`$${dollars}`);
  }
  await inBothThemes(page, "earnings-chart", chart);
});

test("the admin dashboard draws revenue, completed tours and bids by month, each with its table", async ({
  page,
}) => {
  const admin = await apiAs(demo.admin);
  const { months } = await admin.call<{ months: { month: string; bids: number }[] }>(
    "GET",
    "/api/admin/monthly-stats",
  );
  await signIn(page, demo.admin, "/admin");
  const revenue = page.getByRole("img", { name: "Revenue by month" });
  const activity = page.getByRole("img", { name: "Completed tours and bids by month" });
  await expect(revenue).toBeVisible();
  await expect(activity).toBeVisible();
  for (const summary of await page.getByText("Figures as a table").all()) await summary.click();
  const table = page.getByRole("table", { name: "Completed tours and bids by month" });
  await expect(table.getByRole("row")).toHaveCount(13);
  const thisMonth = months.at(-1);
  if (thisMonth) {
    await expect(
      table.getByRole("row", { name: new RegExp(monthName(thisMonth.month)) }),
    ).toContainText(String(thisMonth.bids));
  }
  await expect(page.getByRole("table", { name: "Revenue by month" }).getByRole("row")).toHaveCount(
    13,
  );
  await inBothThemes(page, "admin-charts", revenue);
});

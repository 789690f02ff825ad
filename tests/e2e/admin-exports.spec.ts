import { readFile } from "node:fs/promises";
import { expect, type Page, test } from "@playwright/test";
import { ownerPool } from "../support/db-callers.ts";
import { parseCsv } from "../support/parse-csv.ts";
import { expectNoSeriousViolations } from "./support/accessibility.ts";
import { demo, signIn } from "./support/accounts.ts";
import { h1, h2 } from "./support/capture.ts";

// The admins' CSV downloads: fetched with the session's token, saved by the browser, and a
// spreadsheet's reading of the file has the expected header and one row per database row.
test.describe.configure({ timeout: 90_000 });

const pool = ownerPool(1);
test.afterAll(() => pool.end());

async function dbCount(sql: string): Promise<number> {
  const { rows } = await pool.query<{ n: number }>(sql);
  return rows[0]?.n ?? 0;
}

/** Clicks `button`, waits for the browser's download and reads the saved file as CSV. */
async function downloadCsv(page: Page, button: ReturnType<Page["getByRole"]>) {
  const [download] = await Promise.all([page.waitForEvent("download"), button.click()]);
  const path = await download.path();
  return { name: download.suggestedFilename(), records: parseCsv(await readFile(path, "utf8")) };
}

test("the users page downloads every user as CSV", async ({ page }) => {
  await signIn(page, demo.admin, "/admin/users");
  await expect(h1(page, "User Management")).toBeVisible({ timeout: 20_000 });

  const { name, records } = await downloadCsv(
    page,
    page.getByRole("button", { name: "Export users (CSV)" }),
  );
  expect(name).toMatch(/^users-\d{4}-\d{2}-\d{2}\.csv$/);
  const [header, ...rows] = records;
  expect(header?.slice(0, 5)).toEqual(["User ID", "Email", "First name", "Last name", "Role"]);
  expect(header).toHaveLength(18);
  expect(rows).toHaveLength(await dbCount("select count(*)::int as n from public.users"));
  expect(rows.map((row) => row[1])).toContain("green.valley@tourpartner.test");
});

test("the dashboard's Reports download revenue by month", async ({ page }) => {
  await signIn(page, demo.admin, "/admin");
  await expect(h2(page, "Reports")).toBeVisible({ timeout: 20_000 });
  await expectNoSeriousViolations(page);

  const { name, records } = await downloadCsv(
    page,
    page.getByRole("button", { name: "Download revenue by month" }),
  );
  expect(name).toMatch(/^revenue-by-month-\d{4}-\d{2}-\d{2}\.csv$/);
  const [header, ...rows] = records;
  expect(header).toEqual(["Month (UTC)", "Completed tours", "Revenue (USD)"]);
  expect(rows).toHaveLength(
    await dbCount(
      `select count(distinct date_trunc('month', completed_at at time zone 'UTC'))::int as n
       from public.tours where status = 'completed'`,
    ),
  );
  expect(rows.length).toBeGreaterThan(0);
  for (const [month, tours, revenue] of rows) {
    expect(month).toMatch(/^\d{4}-\d{2}$/);
    expect(Number(tours)).toBeGreaterThan(0);
    expect(revenue).toMatch(/^\d+\.\d{2}$/);
  }
});

test("a download in progress shows it is busy, and a failed one says so", async ({ page }) => {
  let answer: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    answer = resolve;
  });
  await page.route("**/functions/v1/api/admin/exports/opportunities", async (route) => {
    await held;
    await route.fulfill({ status: 500, contentType: "application/json", body: '{"message":"x"}' });
  });
  await signIn(page, demo.admin, "/admin/opportunities");
  await expect(h1(page, "Opportunity Management")).toBeVisible({ timeout: 20_000 });

  await page.getByRole("button", { name: "Export opportunities and bids (CSV)" }).click();
  const busy = page.getByRole("button", { name: "Preparing file..." });
  await expect(busy).toBeDisabled();
  await expect(busy).toHaveAttribute("aria-busy", "true");
  answer();

  await expect(page.getByRole("alert")).toContainText("The export could not be downloaded.");
  const retry = page.getByRole("button", { name: "Export opportunities and bids (CSV)" });
  await expect(retry).toBeEnabled();
  await expect(retry).toHaveAccessibleDescription("Download failed. Try again.");

  // Once the server answers again, the same button downloads the file.
  await page.unroute("**/functions/v1/api/admin/exports/opportunities");
  const { records } = await downloadCsv(page, retry);
  expect(records[0]?.[0]).toBe("Opportunity ID");
  expect(records.length - 1).toBe(
    await dbCount(
      `select count(*)::int as n from public.opportunities o
       left join public.bids b on b.opportunity_id = o.id`,
    ),
  );
});

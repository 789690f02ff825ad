import { expect, type Page, test } from "@playwright/test";
import { ADMIN_SETTINGS_MESSAGES as M } from "../../supabase/functions/_shared/portable/schemas/admin-settings.ts";
import { ownerPool } from "../support/db-callers.ts";
import { createUser } from "../support/db-fixtures.ts";
import { demo, signIn } from "./support/accounts.ts";
import { apiAs } from "./support/api.ts";
import { captureThemes, h1, viewports } from "./support/capture.ts";

// The form in two themes at two widths with axe runs, a save and a reload.
test.describe.configure({ timeout: 120_000 });

const pool = ownerPool(1);
let before: unknown;

test.beforeAll(async () => {
  before = await (await apiAs(demo.admin)).call("GET", "/api/admin/settings");
});

/** The settings go back as they were, so no other spec meets this file's. */
test.afterAll(async () => {
  await (await apiAs(demo.admin)).call("PUT", "/api/admin/settings", before);
  await pool.end();
});

const toast = (page: Page, text: string) => page.getByRole("status").getByText(text).first();

/** A description that ends with `text` (a field's hint comes before its message). */
const endsWith = (text: string) => new RegExp(`${text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}$`);

async function retype(page: Page, label: string, value: string) {
  const input = page.getByLabel(label);
  await input.clear();
  await input.fill(value);
}

test("an admin changes the settings on /admin/settings, and the digest job uses the saved hour", async ({
  page,
}) => {
  await signIn(page, demo.admin);
  await page
    .getByRole("navigation", { name: "Admin pages" })
    .getByRole("link", { name: "Settings" })
    .click();
  await expect(page).toHaveURL("/admin/settings");
  await expect(h1(page, "Settings")).toBeVisible({ timeout: 20_000 });
  const form = page.getByRole("form", { name: "Platform settings" });
  await expect(page.getByLabel("Sender (From)")).toHaveValue(
    "Tour Partner Portal <notifications@tourpartner.test>",
  );
  await expect(page.getByLabel("Daily digest hour (0-23, each user's own clock)")).toHaveValue("7");
  await expect(page.getByLabel("Guest data (days kept)")).toHaveValue("30");
  // The guests' default waiver: none yet, the demo's liability waiver among the choices.
  const waiver = page.getByLabel("Default waiver");
  await expect(waiver).toHaveValue("");
  await expect(
    waiver.getByRole("option", { name: "Guest Release of Liability (version 1.0)" }),
  ).toBeAttached();
  await captureThemes(page, "admin-settings", form, viewports);

  // Bad values: each message under its own input, read with it; nothing is sent.
  await retype(page, "Sender (From)", "Tour desk");
  await retype(page, "Daily digest hour (0-23, each user's own clock)", "24");
  await retype(page, "Second tour reminder (hours before)", "30");
  await page.getByRole("button", { name: "Save settings" }).click();
  await expect(page.getByLabel("Sender (From)")).toHaveAccessibleDescription(endsWith(M.mailFrom));
  await expect(
    page.getByLabel("Daily digest hour (0-23, each user's own clock)"),
  ).toHaveAccessibleDescription(M.digestHour);
  await expect(page.getByLabel("Second tour reminder (hours before)")).toHaveAccessibleDescription(
    M.reminderOrder,
  );
  await captureThemes(page, "admin-settings-errors", form, [viewports[1]]);

  await retype(page, "Sender (From)", "Partner Desk <desk@example.org>");
  await retype(page, "Daily digest hour (0-23, each user's own clock)", "9");
  await retype(page, "First tour reminder (hours before)", "48");
  await retype(page, "Second tour reminder (hours before)", "6");
  await retype(page, "Guest data (days kept)", "45");
  await waiver.selectOption({ label: "Guest Release of Liability (version 1.0)" });
  await page.getByRole("button", { name: "Save settings" }).click();
  await expect(toast(page, "Settings updated successfully!")).toBeVisible();

  await page.reload();
  await expect(page.getByLabel("Sender (From)")).toHaveValue("Partner Desk <desk@example.org>");
  await expect(page.getByLabel("Daily digest hour (0-23, each user's own clock)")).toHaveValue("9");
  await expect(page.getByLabel("First tour reminder (hours before)")).toHaveValue("48");
  await expect(page.getByLabel("Second tour reminder (hours before)")).toHaveValue("6");
  await expect(page.getByLabel("Guest data (days kept)")).toHaveValue("45");
  await expect(waiver).toHaveValue("5eed0000-0000-4000-b000-000000000003");

  // The job at 07:00 and at 09:00 on a Honolulu partner's clock (UTC-10), on a day in 2099.
  const partner = await createUser(pool, { label: "e2e-settings-digest" });
  await pool.query("update public.users set business_location = 'Hilo, HI' where id = $1", [
    partner.id,
  ]);
  await pool.query(
    `insert into public.email_outbox (user_id, category, kind, content, status)
     values ($1, 'schedule', 'tour_cancelled', '{}', 'gathered')`,
    [partner.id],
  );
  const digestsAt = async (at: string) => {
    await pool.query("select private.send_email_digests($1)", [at]);
    const { rows } = await pool.query<{ n: number }>(
      "select count(*)::int as n from public.email_outbox where user_id = $1 and kind = 'digest'",
      [partner.id],
    );
    return rows[0]?.n;
  };
  expect(await digestsAt("2099-03-02T17:00:00Z")).toBe(0);
  expect(await digestsAt("2099-03-02T19:00:00Z")).toBe(1);
});

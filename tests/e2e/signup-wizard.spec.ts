import { randomUUID } from "node:crypto";
import { expect, type Page, test } from "@playwright/test";
import { createAccount, signIn } from "./support/accounts.ts";
import { captureThemes } from "./support/capture.ts";

const password = "Passw0rd!";

const next = (page: Page) => page.getByRole("button", { name: "Next" }).click();
const stepHeading = (page: Page, name: string) =>
  expect(page.getByRole("heading", { level: 2, name })).toBeVisible();

test("a new visitor signs up, is held in the wizard, meets each step's rules and reaches the dashboard", async ({
  page,
}) => {
  const email = `wizard-${randomUUID().slice(0, 8)}@example.test`;

  await page.goto("/");
  // Becoming a partner opens account creation, not the sign-in tab.
  await page.getByRole("link", { name: "Become a Partner" }).click();
  await expect(page.getByRole("tab", { name: "Create Account" })).toHaveAttribute(
    "aria-selected",
    "true",
  );
  await page.getByLabel("First name").fill("Avery");
  await page.getByLabel("Last name").fill("Grower");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Create Account" }).click();

  await expect(page.getByRole("status").getByText("Account Created!")).toBeVisible();
  await expect(page).toHaveURL("/signup");
  await stepHeading(page, "Tell us about you");

  // Held in the wizard: a partner page leads to it, / is the wizard too.
  await page.goto("/opportunities");
  await expect(page).toHaveURL("/signup");
  await stepHeading(page, "Tell us about you");
  await page.goto("/");
  await stepHeading(page, "Tell us about you");
  await expect(page.getByText("Step 1 of 4")).toBeVisible();

  // Step 1: names and e-mail come from the account; the e-mail cannot be edited.
  await expect(page.getByLabel("First name")).toHaveValue("Avery");
  await expect(page.getByLabel("Email")).toHaveValue(email);
  await expect(page.getByLabel("Email")).toHaveAttribute("readonly", "");
  await page.getByLabel("First name").fill("");
  await page.getByLabel("Phone").fill("0123");
  await page.getByLabel("Business street address").fill("Farm");
  await next(page);
  for (const message of [
    "First name is required",
    "Please enter a valid phone number",
    "Business name is required",
    "Please select a business type",
    "Please enter a complete address",
  ]) {
    await expect(page.getByText(message)).toBeVisible();
  }
  await expect(page.getByLabel("First name")).toBeFocused();

  await page.getByLabel("First name").fill("Avery");
  await page.getByLabel("Phone").fill("+17075550100");
  await page.getByLabel("Business name").fill("Sunrise Growers");
  await page.getByLabel("Business type").selectOption("Outdoor Farm");
  await page.getByLabel("Business street address").fill("12 Orchard Lane, Healdsburg, CA 95448");
  await next(page);

  // Step 2
  await stepHeading(page, "Areas of Expertise");
  await expect(page.getByText("Step 2 of 4")).toBeVisible();
  await next(page);
  await expect(page.getByText("Please select at least one area of expertise")).toBeVisible();
  await page.getByLabel("Cannabis cultivation").check();
  await page.getByLabel("Sustainable/Organic practices").check();
  await next(page);

  // Step 3
  await stepHeading(page, "Services Offered");
  await next(page);
  await expect(page.getByText("Please select at least one service offered")).toBeVisible();
  await page.getByLabel("Farm tours").check();
  await next(page);

  // Step 4: defaults, then each limit.
  await stepHeading(page, "Tour Availability and Details");
  const groupSize = page.getByLabel("Maximum group size");
  const rate = page.getByLabel("Minimum hourly rate");
  await expect(groupSize).toHaveValue("10");
  await expect(rate).toHaveValue("50");
  const complete = page.getByRole("button", { name: "Complete Signup" });
  await groupSize.fill("0");
  await rate.fill("-1");
  await complete.click();
  await expect(page.getByText("Please select at least one day")).toBeVisible();
  await expect(page.getByText("Group size must be at least 1")).toBeVisible();
  await expect(page.getByText("Rate cannot be negative")).toBeVisible();
  await groupSize.fill("1001");
  await rate.fill("10001");
  await complete.click();
  await expect(page.getByText("Group size cannot exceed 1000")).toBeVisible();
  await expect(page.getByText("Rate cannot exceed $10,000")).toBeVisible();

  // Back keeps every answer.
  await page.getByRole("button", { name: "Back" }).click();
  await expect(page.getByLabel("Farm tours")).toBeChecked();
  await page.getByRole("button", { name: "Back" }).click();
  await expect(page.getByLabel("Sustainable/Organic practices")).toBeChecked();
  await page.getByRole("button", { name: "Back" }).click();
  await expect(page.getByLabel("Business name")).toHaveValue("Sunrise Growers");
  await expect(page.getByLabel("Business type")).toHaveValue("Outdoor Farm");
  await next(page);
  await next(page);
  await next(page);
  await expect(groupSize).toHaveValue("1001");

  await page.getByLabel("Friday").check();
  await page.getByLabel("Saturday").check();
  await groupSize.fill("25");
  await rate.fill("85.50");
  await complete.click();

  await expect(page).toHaveURL("/welcome");
  await expect(
    page.getByRole("heading", { name: "Welcome to the Partner Network!" }),
  ).toBeVisible();
  // 2% per 50 ms is 2.5 s to 100%, then 500 ms.
  await expect(page).toHaveURL("/", { timeout: 6000 });
  // New here: greeted by name, not welcomed back.
  await expect(page.getByRole("heading", { level: 1, name: "Welcome, Avery!" })).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Main" }).first()).toBeVisible();

  // The profile is complete now: a reload keeps the dashboard.
  await page.reload();
  await expect(page.getByRole("heading", { level: 1, name: "Welcome, Avery!" })).toBeVisible();
});

test("on a phone, the browser's Back and a refresh keep the wizard's step and answers", async ({
  page,
}) => {
  test.setTimeout(180_000);
  const phone = [{ width: 390, height: 844 }] as const;
  await page.setViewportSize(phone[0]);
  const account = await createAccount({ firstName: "Marisol", lastName: "Okafor" });
  await signIn(page, account, "/signup");
  await stepHeading(page, "Tell us about you");
  await captureThemes(
    page,
    "signup-wizard-step-1",
    page.getByLabel("Business street address"),
    phone,
  );

  await page.getByLabel("Phone").fill("+17075550123");
  await page.getByLabel("Business name").fill("Okafor Hill Farm");
  await page.getByLabel("Business type").selectOption("Indoor Farm");
  await page.getByLabel("Business street address").fill("9 Hill Road, Ukiah, CA 95482");
  await next(page);
  await stepHeading(page, "Areas of Expertise");
  await expect(page).toHaveURL("/signup?step=2");
  await page.getByLabel("Product/Process education").check();

  // The browser's Back: step 1, every answer still there.
  await page.goBack();
  await stepHeading(page, "Tell us about you");
  await expect(page).toHaveURL("/signup");
  await expect(page.getByLabel("Phone")).toHaveValue("+17075550123");
  await expect(page.getByLabel("Business name")).toHaveValue("Okafor Hill Farm");
  await expect(page.getByLabel("Business type")).toHaveValue("Indoor Farm");
  await expect(page.getByLabel("Business street address")).toHaveValue(
    "9 Hill Road, Ukiah, CA 95482",
  );
  await page.goForward();
  await stepHeading(page, "Areas of Expertise");
  await expect(page.getByLabel("Product/Process education")).toBeChecked();

  // A refresh on step 2: the same step, its answer and those before it.
  await page.reload();
  await stepHeading(page, "Areas of Expertise");
  await expect(page.getByText("Step 2 of 4")).toBeVisible();
  await expect(page.getByLabel("Product/Process education")).toBeChecked();
  await captureThemes(page, "signup-wizard-step-2", page.getByLabel("Industry history"), phone);
  await page.getByRole("button", { name: "Back" }).click();
  await stepHeading(page, "Tell us about you");
  await expect(page.getByLabel("Phone")).toHaveValue("+17075550123");
  await expect(page.getByLabel("Business name")).toHaveValue("Okafor Hill Farm");
  await expect(page.getByLabel("Business type")).toHaveValue("Indoor Farm");
  await expect(page.getByLabel("Business street address")).toHaveValue(
    "9 Hill Road, Ukiah, CA 95482",
  );

  await next(page);
  await next(page);
  await stepHeading(page, "Services Offered");
  await page.getByLabel("Farm tours").check();
  await next(page);
  await stepHeading(page, "Tour Availability and Details");
  await expect(page.getByText("The least you take for an hour")).toBeVisible();
  await captureThemes(page, "signup-wizard-step-4", page.getByLabel("Minimum hourly rate"), phone);
  await page.reload();
  await stepHeading(page, "Tour Availability and Details");
  await page.getByLabel("Saturday").check();
  await page.getByRole("button", { name: "Complete Signup" }).click();
  await expect(page).toHaveURL("/welcome");

  // Sent: no draft is left in the tab.
  const drafts = await page.evaluate(() =>
    Object.keys(sessionStorage).filter((key) => key.startsWith("signup-draft:")),
  );
  expect(drafts).toEqual([]);
});

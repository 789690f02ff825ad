import { expect, type Page } from "@playwright/test";
import { serviceClient, uniqueEmail } from "../../support/clients.ts";

export const PASSWORD = "Passw0rd!";

/** Seeded by supabase/seed.sql into every fresh test stack (README "Demo accounts"). */
export const demo = {
  admin: { email: "admin@tourpartner.test", password: "Admin123!" },
  partner: { email: "green.valley@tourpartner.test", password: "Partner123!" },
  incompletePartner: { email: "new.leaf@tourpartner.test", password: "Partner123!" },
};

/** A confirmed e-mail account with no business profile yet, made through Auth's admin API. */
export async function createAccount(names = { firstName: "Riley", lastName: "Fields" }) {
  const email = uniqueEmail("e2e");
  const { error } = await serviceClient().auth.admin.createUser({
    email,
    password: PASSWORD,
    email_confirm: true,
    user_metadata: { first_name: names.firstName, last_name: names.lastName },
  });
  if (error) throw error;
  return { email, password: PASSWORD, ...names };
}

/** Signs in through the /auth form and waits for the app to leave it. */
export async function signIn(page: Page, account: { email: string; password: string }) {
  await page.goto("/auth");
  await page.getByLabel("Email").fill(account.email);
  await page.getByLabel("Password", { exact: true }).fill(account.password);
  await page.getByRole("button", { name: "Sign In", exact: true }).click();
  await expect(page).toHaveURL("/");
}

import { type BrowserContext, expect, type Page } from "@playwright/test";
import { AUTH_STORAGE_KEY } from "../../../src/lib/auth-storage-key.ts";
import { anonClient, serviceClient, uniqueEmail } from "../../support/clients.ts";
import { ownerPool } from "../../support/db-callers.ts";
import { testStack } from "../../support/stack.ts";
import { apiAs } from "./api.ts";

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

/**
 * Signs in through the /auth form and waits for the app to leave it: for the partner's
 * dashboard, or an admin's console. For the tests of signing in itself; the others start
 * signed in (`signIn`).
 */
export async function signInThroughForm(page: Page, account: { email: string; password: string }) {
  await page.goto("/auth");
  await page.getByLabel("Email").fill(account.email);
  await page.getByLabel("Password", { exact: true }).fill(account.password);
  await page.getByRole("button", { name: "Sign In", exact: true }).click();
  await expect(page).toHaveURL(/\/(admin)?$/);
}

/**
 * Gives the browser context a session of its own for the account, as the form would leave it:
 * signed in through Auth's password grant, the session stored where and as the app's Supabase
 * client keeps it (localStorage under AUTH_STORAGE_KEY, the session as JSON). A session per
 * call, never one shared between tests: a sign-out ends every session of its user, and each
 * refresh rotates the token.
 */
export async function startSession(
  context: BrowserContext,
  account: { email: string; password: string },
) {
  const { data, error } = await anonClient().auth.signInWithPassword(account);
  if (error || !data.session) throw new Error(`sign-in failed for ${account.email}: ${error}`);
  await context.setStorageState({
    cookies: [],
    origins: [
      {
        origin: new URL(testStack.siteUrl).origin,
        localStorage: [{ name: AUTH_STORAGE_KEY, value: JSON.stringify(data.session) }],
      },
    ],
  });
}

/**
 * Starts the page signed in (`startSession`) on `path`; on / it waits, as the form does, for the
 * partner's dashboard or the admin's console.
 */
export async function signIn(page: Page, account: { email: string; password: string }, path = "/") {
  await startSession(page.context(), account);
  await page.goto(path);
  if (path === "/") await expect(page).toHaveURL(/\/(admin)?$/);
}

const FARM = { expertise: ["Cannabis cultivation"], services: ["Farm tours"] };

/** What a partner of each business type offers, as the signup wizard would have it. */
const OFFERS = {
  Dispensary: { expertise: ["Retail operations"], services: ["Dispensary walkthroughs"] },
  "Indoor Farm": FARM,
  "Outdoor Farm": FARM,
};

/** The signup answers a test names; the rest are a small business's, unless overridden. */
interface PartnerSignup {
  firstName: string;
  lastName: string;
  businessName: string;
  businessType: keyof typeof OFFERS;
  businessLocation: string;
  phone?: string;
  expertise?: string[];
  availability?: string[];
  maxGroupSize?: number;
  minHourlyRate?: number;
}

/**
 * A new partner whose business profile is complete (signed up through the API), so the partner
 * screens are theirs: the account and the API as that partner. Their address is confirmed and,
 * unless `taxDetails` is false, their W-9 given, as payouts wait for both.
 */
export async function createCompletePartner(signup: PartnerSignup, { taxDetails = true } = {}) {
  const account = await createAccount({ firstName: signup.firstName, lastName: signup.lastName });
  const partner = await apiAs(account);
  await partner.call("POST", "/api/signup", {
    email: account.email,
    phone: "+17075550177",
    ...OFFERS[signup.businessType],
    availability: ["Friday"],
    maxGroupSize: 12,
    minHourlyRate: 60,
    ...signup,
  });
  await confirmAddress(partner);
  if (taxDetails) {
    await partner.call("PUT", "/api/earnings/tax-details", {
      legalName: `${signup.firstName} ${signup.lastName}`,
      taxClassification: "individual",
      tinType: "ein",
      tin: "12-3456789",
      addressLine1: signup.businessLocation,
      city: "Sebastopol",
      state: "CA",
      postalCode: "95472",
      certified: true,
      signature: `${signup.firstName} ${signup.lastName}`,
    });
  }
  return { account, partner };
}

/**
 * Follows the welcome mail's link as its partner would, through the API (payouts wait for a
 * confirmed address); the token is the one the mail carries.
 */
async function confirmAddress(partner: Awaited<ReturnType<typeof apiAs>>) {
  const pool = ownerPool(1);
  try {
    const { rows } = await pool.query(
      `select private.link_token('email_confirmation', c.id) as token
       from private.email_confirmations c where c.user_id = $1 order by c.sent_at desc limit 1`,
      [partner.userId],
    );
    await partner.call("POST", "/api/email-confirmation", { token: rows[0].token });
  } finally {
    await pool.end();
  }
}

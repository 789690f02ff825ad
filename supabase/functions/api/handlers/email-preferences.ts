import { Hono } from "hono";
import {
  defaultEmailDelivery,
  defaultWhatsApp,
  type EmailPreference,
  emailCategoriesFor,
  type UnsubscribeLinksRotated,
} from "../../_shared/portable/contracts/email.ts";
import { emailPreferenceSchema } from "../../_shared/portable/schemas/email-preference.ts";
import type { AppEnv } from "../../_shared/server/app-env.ts";
import { type Tx, withCaller } from "../../_shared/server/db.ts";
import { parseBody, readJson } from "../../_shared/server/http-error.ts";
import {
  readEmailDigestTime,
  readStoredEmailPreferences,
  rotateUnsubscribeLinks,
  saveEmailPreference,
} from "../queries/email-preferences.ts";

/** The caller's choice for every category their role is offered, defaults filled in. */
async function preferencesOf(tx: Tx): Promise<EmailPreference[]> {
  const rows = await readStoredEmailPreferences(tx);
  const chosen = new Map(rows.filter((r) => r.category).map((r) => [r.category, r]));
  return emailCategoriesFor(rows[0]?.role ?? "partner").map((category) => ({
    category,
    delivery: chosen.get(category)?.delivery ?? defaultEmailDelivery(category),
    whatsapp: chosen.get(category)?.whatsapp ?? defaultWhatsApp(category),
  }));
}

/**
 * /api/email-preferences: how each category of product message reaches the caller: e-mail
 * immediately, in the daily digest, or off, and whether WhatsApp too (to a verified number);
 * and when that digest comes on the caller's clock. The account's security mails are Auth's
 * and not listed: they cannot be turned off.
 */
export const emailPreferenceRoutes = new Hono<AppEnv>()
  .get("/", async (c) => c.json(await withCaller(c, preferencesOf)))
  /** GET /digest: {hour, timeZone}, when the caller's daily digest comes. */
  .get("/digest", async (c) => c.json(await withCaller(c, readEmailDigestTime)))
  /** PUT {category, delivery, whatsapp?}: answers every category as it now is. */
  .put("/", async (c) => {
    const { category, delivery, whatsapp } = parseBody(emailPreferenceSchema, await readJson(c));
    const preferences = await withCaller(c, async (tx) => {
      await saveEmailPreference(tx, category, delivery, whatsapp);
      return preferencesOf(tx);
    });
    return c.json(preferences);
  })
  /** POST: the unsubscribe links of every mail sent so far stop working; later mails carry new ones. */
  .post("/unsubscribe-links", async (c) => {
    const rotatedAt = await withCaller(c, rotateUnsubscribeLinks);
    return c.json({
      rotatedAt: new Date(rotatedAt ?? Date.now()).toISOString(),
    } satisfies UnsubscribeLinksRotated);
  });

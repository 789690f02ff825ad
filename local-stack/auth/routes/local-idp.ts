import type { IncomingMessage, ServerResponse } from "node:http";
import { redirect, sendHtml } from "../../lib/http.ts";
import type { AuthContext, AuthHandler } from "../auth-context.ts";
import { validateEmail } from "../email-address.ts";
import { AuthError } from "../errors.ts";
import { mayAssertAddress } from "../idp-account-guard.ts";
import { browserAccounts, rememberBrowserAccount } from "../idp-browser-accounts.ts";
import { type IdpProfile, providerSubject } from "../idp-codes.ts";
import { providerLabel, renderIdpPage } from "../idp-page.ts";
import { readOAuthState } from "../oauth-state.ts";
import { readFormBody } from "../request.ts";
import { localIdpPath } from "./oauth.ts";

async function page(
  req: IncomingMessage,
  auth: AuthContext,
  state: string,
  provider: string,
  extra: { error?: string; email?: string; fullName?: string } = {},
) {
  const appOrigin = new URL((await readOAuthState(state, auth.settings)).referrer).origin;
  return renderIdpPage({
    providerLabel: providerLabel(provider),
    actionUrl: `${auth.settings.externalUrl}${localIdpPath}`,
    state,
    appOrigin,
    accounts: await browserAccounts(req, auth.settings, provider),
    error: extra.error,
    values: { email: extra.email, fullName: extra.fullName },
  });
}

const ACCOUNT_EXISTS =
  "An account with this email address already exists. This test provider cannot confirm that it is yours, so it does not sign in to it: sign in with that account's password instead.";

function invalidStatePage(res: ServerResponse) {
  sendHtml(
    res,
    400,
    '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Sign-in expired</title></head><body><main><h1>This sign-in has expired</h1><p>Go back to the app and start the sign-in again.</p></main></body></html>',
  );
}

/** GET /_local/idp: the account chooser the provider would show. */
export const idpPage: AuthHandler = async (req, res, url, auth) => {
  const state = url.searchParams.get("state") ?? "";
  let provider: string;
  try {
    provider = (await readOAuthState(state, auth.settings)).provider;
  } catch {
    return invalidStatePage(res);
  }
  sendHtml(res, 200, await page(req, auth, state, provider));
};

/** POST /_local/idp: the choice, sent back to /callback as an authorization code (or a refusal). */
export const idpChoice: AuthHandler = async (req, res, _url, auth) => {
  const form = await readFormBody(req);
  const state = form.get("state") ?? "";
  let provider: string;
  try {
    provider = (await readOAuthState(state, auth.settings)).provider;
  } catch {
    return invalidStatePage(res);
  }
  const callback = new URL(`${auth.settings.externalUrl}/callback`);
  callback.searchParams.set("state", state);
  if (form.get("cancel")) {
    callback.searchParams.set("error", "access_denied");
    callback.searchParams.set(
      "error_description",
      "The user cancelled the sign-in at the provider",
    );
    return seeOther(res, callback);
  }
  let profile: IdpProfile | undefined;
  const subject = form.get("account");
  if (subject) {
    const account = (await browserAccounts(req, auth.settings, provider)).find(
      (a) => a.subject === subject,
    );
    if (account)
      profile = { provider, sub: account.subject, email: account.email, name: account.name };
  } else {
    const fullName = (form.get("full_name") ?? "").trim();
    try {
      const email = validateEmail(form.get("email"));
      profile = {
        provider,
        sub: providerSubject(provider, email),
        email,
        name: fullName || email.split("@")[0] || email,
      };
    } catch (error) {
      const message = error instanceof AuthError ? error.message : "Enter a valid email address";
      return sendHtml(
        res,
        400,
        await page(req, auth, state, provider, {
          error: message,
          email: form.get("email") ?? "",
          fullName,
        }),
      );
    }
  }
  if (!profile) {
    return sendHtml(
      res,
      400,
      await page(req, auth, state, provider, {
        error: "That test account is not known in this browser.",
      }),
    );
  }
  if (!(await mayAssertAddress(auth.pool, auth.settings, profile, Boolean(subject)))) {
    return sendHtml(
      res,
      409,
      await page(req, auth, state, provider, {
        error: ACCOUNT_EXISTS,
        email: profile.email,
        fullName: profile.name,
      }),
    );
  }
  await rememberBrowserAccount(req, res, auth.settings, provider, {
    subject: profile.sub,
    email: profile.email,
    name: profile.name,
  });
  callback.searchParams.set("code", auth.idpCodes.issue(profile));
  seeOther(res, callback);
};

function seeOther(res: ServerResponse, location: URL) {
  redirect(res, location.toString(), 303);
}

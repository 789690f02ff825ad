import type { IncomingMessage, ServerResponse } from "node:http";
import { signJwt, verifyJwt } from "../lib/jwt.ts";
import type { AuthSettings } from "./auth-config.ts";
import type { IdpAccount } from "./idp-page.ts";

const MAX_ACCOUNTS = 10;
const ONE_YEAR_SECONDS = 365 * 24 * 3600;

/**
 * The local test provider's accounts are those added in this browser, kept in a signed cookie
 * as a real provider's account chooser knows only the accounts signed in there: the page never
 * lists other people's addresses, and a choice must be one of them.
 */
function cookieName(settings: AuthSettings, provider: string) {
  // Cookies ignore ports; each stack (dev, test instances) keeps its own list.
  return `sb-local-idp-${provider}-${new URL(settings.externalUrl).port || "80"}`;
}

function readCookie(req: IncomingMessage, name: string): string | undefined {
  for (const part of (req.headers.cookie ?? "").split(";")) {
    const [key, ...value] = part.trim().split("=");
    if (key === name) return value.join("=");
  }
  return undefined;
}

export async function browserAccounts(
  req: IncomingMessage,
  settings: AuthSettings,
  provider: string,
): Promise<IdpAccount[]> {
  const value = readCookie(req, cookieName(settings, provider));
  if (!value) return [];
  try {
    const claims = await verifyJwt(value, settings.jwtSecret);
    if (claims.provider !== provider || !Array.isArray(claims.accounts)) return [];
    return (claims.accounts as unknown[]).filter(
      (a): a is IdpAccount =>
        !!a &&
        typeof a === "object" &&
        typeof (a as IdpAccount).subject === "string" &&
        typeof (a as IdpAccount).email === "string" &&
        typeof (a as IdpAccount).name === "string",
    );
  } catch {
    return [];
  }
}

/** Puts `account` first in this browser's list (a Set-Cookie on `res`). */
export async function rememberBrowserAccount(
  req: IncomingMessage,
  res: ServerResponse,
  settings: AuthSettings,
  provider: string,
  account: IdpAccount,
) {
  const others = (await browserAccounts(req, settings, provider)).filter(
    (a) => a.subject !== account.subject,
  );
  const value = await signJwt(
    { provider, accounts: [account, ...others].slice(0, MAX_ACCOUNTS) },
    settings.jwtSecret,
  );
  const path = `${new URL(settings.externalUrl).pathname}/_local/idp`;
  res.setHeader(
    "Set-Cookie",
    `${cookieName(settings, provider)}=${value}; Path=${path}; Max-Age=${ONE_YEAR_SECONDS}; HttpOnly; SameSite=Lax`,
  );
}
